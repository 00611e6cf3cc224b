import { useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { onDemand, useOnDemand, useOpenAfterMount } from '../on-demand/on-demand';
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
 * a dialog shows, or at the first open if that comes sooner (the service worker precaches it for offline use).
 */
export function Dialog(props: DialogProps) {
  const { open } = props;
  // Until its first open a dialog renders nothing: a page's closed dialogs cost nothing, then or at idle.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { value: ModalDialog, failed } = useOnDemand(modalDialog, opened, open);
  const ready = useOpenAfterMount(opened && ModalDialog !== undefined);
  if (opened && ModalDialog) return <ModalDialog {...props} open={open && ready} />;
  return open && failed ? <Unavailable what="window" onClose={props.onClose} /> : null;
}
