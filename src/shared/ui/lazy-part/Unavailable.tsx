import { Button, chakra, Heading, Text } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef } from 'react';
import { aboveHomeIndicator, besideNotch } from '../theme/tokens';

/** In place of a dialog, menu or popover whose code could not load (offline before it arrived). */
export function Unavailable({ what, onClose }: { what: 'window' | 'menu' | 'panel'; onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The platform's modal dialog needs no code that might not have loaded: the page behind it is inert, so
  // focus stays inside, and closing returns focus to where it was. It closes in a layout effect's cleanup,
  // before React removes it, while the browser can still return focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <chakra.dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      // Escape asks the owner, which closes it by removing it, as Close does.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Clear of the home indicator and a sideways phone's notch.
      left={besideNotch('left', '1rem')}
      right={besideNotch('right', '1rem')}
      top="auto"
      bottom={aboveHomeIndicator('1rem')}
      maxW="sm"
      mx="auto"
      my="0"
      p="4"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      _backdrop={{ bg: 'blackAlpha.400' }}
    >
      <Heading id={titleId} as="h2" size="md">
        This {what} did not load
      </Heading>
      <Text mt="1" color="fg.muted">
        Check your connection, then try again.
      </Text>
      <Button mt="3" size="sm" variant="outline" onClick={onClose} autoFocus>
        Close
      </Button>
    </chakra.dialog>
  );
}
