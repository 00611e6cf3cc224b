import { HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useUnit } from 'effector-react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useRef, type FormEvent } from 'react';
import { Button, Dialog, Field, IconButton, PasswordInput } from '@/shared/ui';
import {
  $userFormError,
  $userFormMode,
  $userFormSaving,
  $userFormValues,
  userFormActiveChanged,
  userFormClosed,
  userFormNameChanged,
  userFormPasswordChanged,
  userFormPasswordGenerated,
  userFormPasswordToggled,
  userFormSubmitted,
} from '../model/user-form';

/** Create / edit sub-user (spec 01 §2, §5): name, Active switch, custom password or 'Change Password'. */
export function UserForm({ open }: { open: boolean }) {
  const [mode, values, error, saving] = useUnit([
    $userFormMode,
    $userFormValues,
    $userFormError,
    $userFormSaving,
  ]);
  const handlers = useUnit({
    close: userFormClosed,
    name: userFormNameChanged,
    active: userFormActiveChanged,
    toggle: userFormPasswordToggled,
    password: userFormPasswordChanged,
    generate: userFormPasswordGenerated,
    submit: userFormSubmitted,
  });
  const nameRef = useRef<HTMLInputElement>(null);
  const editing = mode === 'edit';
  const formId = 'user-form';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submit();
  };

  return (
    <Dialog
      open={open}
      onClose={handlers.close}
      title={editing ? 'Edit User' : 'Create User'}
      isBusy={saving}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={handlers.close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText={editing ? 'Saving' : 'Creating'}>
            {editing ? 'Save Changes' : 'Create User'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <Field label="Name" required errorText={error?.field === 'name' ? error.message : undefined}>
            <Input
              ref={nameRef}
              value={values.name}
              onChange={(event) => handlers.name(event.target.value)}
              placeholder="Full name"
              autoComplete="off"
              maxLength={80}
            />
          </Field>

          <Switch.Root
            recipe={switchSlotRecipe}
            checked={values.isActive}
            onCheckedChange={(details) => handlers.active(details.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Active</Switch.Label>
          </Switch.Root>

          <Stack gap="3">
            <Switch.Root
              recipe={switchSlotRecipe}
              checked={values.passwordEnabled}
              onCheckedChange={(details) => handlers.toggle(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{editing ? 'Change Password' : 'Set custom password'}</Switch.Label>
            </Switch.Root>
            {!values.passwordEnabled && !editing ? (
              <Text fontSize="sm" color="fg.muted">
                A password is generated for this user when you create the account.
              </Text>
            ) : null}
            {values.passwordEnabled ? (
              <Field
                label={editing ? 'New Password' : 'Password'}
                required
                errorText={error?.field === 'password' ? error.message : undefined}
                helpText="A random 8-character password is filled in; type your own or generate another."
              >
                <HStack w="full" gap="2" align="start">
                  <PasswordInput
                    value={values.password}
                    onChange={(event) => handlers.password(event.target.value)}
                    autoComplete="new-password"
                  />
                  <IconButton
                    aria-label="Generate password"
                    variant="outline"
                    onClick={() => handlers.generate()}
                  >
                    <RefreshCw aria-hidden />
                  </IconButton>
                </HStack>
              </Field>
            ) : null}
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
