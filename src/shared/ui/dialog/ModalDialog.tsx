import { CloseButton, Dialog as ChakraDialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { DialogProps } from './Dialog';

/**
 * The dialog itself (Chakra's, on zag's focus trap): about 10 KiB gzip that `Dialog` loads on first open, or
 * when the browser is idle after the page shows, rather than with every page.
 */
export function ModalDialog({
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
      recipe={dialogSlotRecipe}
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
