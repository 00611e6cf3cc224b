// The name and password dialogs of the settings page; the e-mail change lives in EmailDialogs.tsx.
import { Input, Stack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Field, PasswordInput } from '@/shared/ui';
import {
  $nameDialogOpen,
  $nameDraft,
  $nameError,
  $nameSaving,
  $passwordDialogOpen,
  $passwordError,
  $passwordSaving,
  $passwordValues,
  nameChanged,
  nameDialogClosed,
  nameSubmitted,
  passwordDialogClosed,
  passwordFieldChanged,
  passwordSubmitted,
} from '../model/settings-page';
import { FormDialog } from './FormDialog';

/** 'Edit Name' (spec 02 §5: required). */
export function EditNameDialog() {
  const [open, name, error, saving] = useUnit([$nameDialogOpen, $nameDraft, $nameError, $nameSaving]);
  const on = useUnit({ close: nameDialogClosed, change: nameChanged, submit: nameSubmitted });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={on.close}
      title="Edit Name"
      busy={saving}
      initialFocusRef={inputRef}
      formId="edit-name-form"
      submitLabel="Save"
      busyLabel="Saving"
      onSubmit={on.submit}
    >
      <Field label="Name" required errorText={error ?? undefined}>
        <Input
          ref={inputRef}
          value={name}
          onChange={(event) => on.change(event.target.value)}
          autoComplete="name"
          maxLength={80}
        />
      </Field>
    </FormDialog>
  );
}

/** 'Update Password': old, new and confirm (spec 02 §5). */
export function UpdatePasswordDialog() {
  const [open, values, error, saving] = useUnit([
    $passwordDialogOpen,
    $passwordValues,
    $passwordError,
    $passwordSaving,
  ]);
  const on = useUnit({
    close: passwordDialogClosed,
    change: passwordFieldChanged,
    submit: passwordSubmitted,
  });
  const firstRef = useRef<HTMLInputElement>(null);
  const errorFor = (field: keyof typeof values) => (error?.field === field ? error.message : undefined);
  return (
    <FormDialog
      open={open}
      onClose={on.close}
      title="Update Password"
      busy={saving}
      initialFocusRef={firstRef}
      formId="update-password-form"
      submitLabel="Update Password"
      busyLabel="Updating"
      onSubmit={on.submit}
    >
      <Stack gap="4">
        <Field label="Current password" required errorText={errorFor('oldPassword')}>
          <PasswordInput
            ref={firstRef}
            value={values.oldPassword}
            onChange={(event) => on.change({ field: 'oldPassword', value: event.target.value })}
            autoComplete="current-password"
          />
        </Field>
        <Field label="New password" required errorText={errorFor('newPassword')}>
          <PasswordInput
            value={values.newPassword}
            onChange={(event) => on.change({ field: 'newPassword', value: event.target.value })}
            autoComplete="new-password"
          />
        </Field>
        <Field label="Confirm new password" required errorText={errorFor('confirmPassword')}>
          <PasswordInput
            value={values.confirmPassword}
            onChange={(event) => on.change({ field: 'confirmPassword', value: event.target.value })}
            autoComplete="new-password"
          />
        </Field>
      </Stack>
    </FormDialog>
  );
}
