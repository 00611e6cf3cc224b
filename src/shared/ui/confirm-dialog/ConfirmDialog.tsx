import { useRef, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, end call). */
  tone?: 'danger' | 'brand';
  onConfirm: () => void;
  onClose: () => void;
  /** Disables both buttons and blocks dismissal while the action runs. */
  isBusy?: boolean;
  /** Where focus goes on close instead of the opener; null keeps the opener. */
  finalFocus?: () => HTMLElement | null;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'brand',
  onConfirm,
  onClose,
  isBusy = false,
  finalFocus,
}: ConfirmDialogProps) {
  // The safe choice gets the initial focus, so Enter never confirms a destructive action by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      isBusy={isBusy}
      size="sm"
      role="alertdialog"
      initialFocusRef={cancelRef}
      finalFocus={finalFocus}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" colorPalette="gray" onClick={onClose} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button
            colorPalette={tone === 'danger' ? 'red' : 'brand'}
            onClick={onConfirm}
            disabled={isBusy}
            loading={isBusy}
            loadingText={confirmLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
