// The settings dialogs' shared frame: a dialog around one form, Cancel and the busy submit button, and the
// form submit handler.
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, Dialog } from '@/shared/ui';

/** A form's submit handler that stays on the page and hands over to the model. */
export const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};

export function FormDialog({
  open,
  onClose,
  title,
  busy,
  initialFocusRef,
  formId,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  initialFocusRef: RefObject<HTMLElement | null>;
  formId: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      isBusy={busy}
      initialFocusRef={initialFocusRef}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submitWith(onSubmit)} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
