import { Input, Switch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { PHONE_DIGITS } from '@/shared/config';
import { Field } from '@/shared/ui';
import {
  $phoneDraft,
  $phoneError,
  $phoneOtpSending,
  $phoneWhatsapp,
  phoneChanged,
  phoneDialogClosed,
  phoneSubmitted,
  phoneWhatsappChanged,
} from '../model/settings-page';
import { FormDialog } from './FormDialog';

/** 'Update Phone': the new number and the channel its code goes by. */
export function UpdatePhoneForm({ open }: { open: boolean }) {
  const [phone, whatsapp, error, sending] = useUnit([
    $phoneDraft,
    $phoneWhatsapp,
    $phoneError,
    $phoneOtpSending,
  ]);
  const on = useUnit({
    close: phoneDialogClosed,
    change: phoneChanged,
    whatsapp: phoneWhatsappChanged,
    submit: phoneSubmitted,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={on.close}
      title="Update Phone"
      busy={sending}
      initialFocusRef={inputRef}
      formId="update-phone-form"
      submitLabel="Send OTP"
      busyLabel="Sending"
      onSubmit={on.submit}
    >
      <Field
        label="New phone number"
        required
        errorText={error ?? undefined}
        helpText={`${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits. We send a 6-digit code to confirm it.`}
      >
        <Input
          ref={inputRef}
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => on.change(event.target.value)}
          autoComplete="tel"
          maxLength={20}
        />
      </Field>
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={whatsapp}
        onCheckedChange={(details) => on.whatsapp(details.checked)}
        disabled={sending}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Send the code on WhatsApp instead of SMS</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}
