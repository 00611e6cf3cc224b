import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { aboveHomeIndicator, besideNotch } from '../theme/tokens';

/** In place of a dialog, menu or popover whose code could not load (offline before it arrived). */
export function Unavailable({ what, onClose }: { what: 'window' | 'menu' | 'panel'; onClose: () => void }) {
  const titleId = useId();
  return (
    <Box
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      position="fixed"
      // Clear of the home indicator and a sideways phone's notch.
      left={besideNotch('left', '1rem')}
      right={besideNotch('right', '1rem')}
      bottom={aboveHomeIndicator('1rem')}
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
        This {what} did not load
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
