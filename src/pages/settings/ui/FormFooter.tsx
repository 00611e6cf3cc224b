// The settings dialogs' shared footer (Cancel and the busy submit button) and form submit handler.
import type { FormEvent } from 'react';
import { Button } from '@/shared/ui';

export function FormFooter({
  formId,
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={busy} loadingText={busyLabel}>
        {label}
      </Button>
    </>
  );
}

/** A form's submit handler that stays on the page and hands over to the model. */
export const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};
