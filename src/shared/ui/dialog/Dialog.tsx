import type { ReactNode, RefObject } from 'react';
import { lazyPart, LazyPartSlot } from '../lazy-part/lazy-part';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the dialog is about, read with its title when it opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** While busy the dialog cannot be dismissed (Escape, outside click, close button). */
  isBusy?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close instead of the opener (one the dialog's action removes); null keeps the opener. */
  finalFocus?: () => HTMLElement | null;
  hideCloseButton?: boolean;
}

const modalDialog = lazyPart<DialogProps>(() =>
  import('./ModalDialog').then(({ ModalDialog }) => ModalDialog),
);

/** Loads the dialog's code (ModalDialog.tsx) up front, as stories do. */
export const preloadDialog = modalDialog.preload;

/**
 * Modal dialog: focus is trapped inside, Escape and the close button call `onClose`, focus returns after.
 * Its code is not part of the page's first load (see LazyPartSlot); the service worker caches it for offline use.
 */
export function Dialog(props: DialogProps) {
  return (
    <LazyPartSlot part={modalDialog} open={props.open} what="window" onClose={props.onClose} props={props} />
  );
}
