import type { ComponentType, ReactNode, RefObject } from 'react';
import { onDemand, useOnDemandPart } from '../on-demand/on-demand';
import { Unavailable } from '../on-demand/Unavailable';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** While busy the dialog cannot be dismissed (Escape, outside click, close button). */
  isBusy?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
  hideCloseButton?: boolean;
}

const modalDialog = onDemand<ComponentType<DialogProps>>(() =>
  import('./ModalDialog').then(({ ModalDialog }) => ModalDialog),
);

/**
 * Loads the dialog's code (ModalDialog.tsx). Dialogs do it themselves; tests and stories do it up front so
 * that a dialog rendered open shows in its first render.
 */
export const preloadDialog = () => modalDialog.preload();

/**
 * Modal dialog: focus is trapped inside, Escape and the close button call `onClose`, focus returns after.
 * Its code is not part of the page's first load: it arrives when the browser is first idle after a page with
 * a dialog shows, or at the first open if that comes sooner; the service worker caches it for offline use.
 */
export function Dialog(props: DialogProps) {
  const { Part: ModalDialog, shown, failed } = useOnDemandPart(modalDialog, props.open);
  if (ModalDialog) return <ModalDialog {...props} open={shown} />;
  return failed ? <Unavailable what="window" onClose={props.onClose} /> : null;
}
