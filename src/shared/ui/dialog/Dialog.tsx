import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

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

type Modal = ComponentType<DialogProps>;

let loadedModal: Modal | undefined;
let loadingModal: Promise<Modal> | undefined;

/**
 * Loads the dialog's code (ModalDialog.tsx). Dialogs call it themselves; tests and stories call it up front
 * so that a dialog rendered open shows in its first render.
 */
export function preloadDialog(): Promise<Modal> {
  loadingModal ??= import('./ModalDialog').then(
    ({ ModalDialog }) => (loadedModal = ModalDialog),
    (error: unknown) => {
      // Offline before it arrived, or a new deploy: the next open tries again.
      loadingModal = undefined;
      throw error;
    },
  );
  return loadingModal;
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: soon after, then); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 500);
  return () => clearTimeout(handle);
}

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
  const [adopted, setAdopted] = useState<Modal | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Loaded at idle (or by another dialog), the code is there for the first open's own render.
  const ModalDialog = adopted ?? loadedModal;

  useEffect(() => {
    if (ModalDialog) return;
    let live = true;
    // Opened before the code arrived: load it now (a failure says so, and the next open tries again).
    // Not opened yet: load it when the browser is idle, so that the first open does not wait.
    if (opened)
      void preloadDialog().then(
        (loaded) => live && setAdopted(() => loaded),
        () => live && setFailed(true),
      );
    const cancelIdle = opened ? undefined : whenIdle(() => void preloadDialog().catch(() => undefined));
    return () => {
      live = false;
      cancelIdle?.();
    };
  }, [ModalDialog, opened, open]);

  if (opened && ModalDialog) return <ModalDialog {...props} />;
  return open && failed ? <DialogUnavailable onClose={props.onClose} /> : null;
}

/** In place of a dialog whose code could not load (offline before it arrived). */
function DialogUnavailable({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Box
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="modal"
      maxW="sm"
      mx="auto"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
    >
      <Heading id={titleId} as="h2" size="md">
        This window did not load
      </Heading>
      <Text mt="1" color="fg.muted">
        Check your connection, then try again.
      </Text>
      <Button mt="3" size="sm" variant="outline" onClick={onClose} autoFocus>
        Close
      </Button>
    </Box>
  );
}
