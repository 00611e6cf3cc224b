import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

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

/** Modal dialog: focus is trapped inside, Escape and the close button call `onClose`, focus returns after. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  isBusy = false,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  hideCloseButton = false,
}: DialogProps) {
  return (
    <ChakraDialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !isBusy) onClose();
      }}
      role={role}
      size={size}
      placement="center"
      closeOnEscape={!isBusy}
      closeOnInteractOutside={!isBusy}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraDialog.Backdrop />
        <ChakraDialog.Positioner>
          <ChakraDialog.Content aria-busy={isBusy || undefined}>
            <ChakraDialog.Header>
              <ChakraDialog.Title>{title}</ChakraDialog.Title>
            </ChakraDialog.Header>
            {children ? <ChakraDialog.Body>{children}</ChakraDialog.Body> : null}
            {footer ? <ChakraDialog.Footer>{footer}</ChakraDialog.Footer> : null}
            {hideCloseButton ? null : (
              <ChakraDialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={isBusy} />
              </ChakraDialog.CloseTrigger>
            )}
          </ChakraDialog.Content>
        </ChakraDialog.Positioner>
      </Portal>
    </ChakraDialog.Root>
  );
}
