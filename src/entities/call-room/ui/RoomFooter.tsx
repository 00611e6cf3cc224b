import { HStack, type StackProps } from '@chakra-ui/react';
import { aboveHomeIndicator, edgeToEdgeBar, keepFocusClear } from '@/shared/ui';

export interface RoomFooterProps extends StackProps {
  /** Space at each side, beside what a sideways phone draws there (a length, or one per breakpoint). */
  inlineSpace?: Parameters<typeof edgeToEdgeBar>[0];
}

/**
 * A call room's bar of controls: pinned to the screen's bottom and clear of the home indicator, so a room taller
 * than the screen (the smallest phones) scrolls under it and its controls stay on screen; across the room, which
 * runs under a sideways phone's notch.
 */
export function RoomFooter({ inlineSpace = '0px', ...props }: RoomFooterProps) {
  return (
    <HStack
      as="footer"
      justify="center"
      gap="3"
      pt="4"
      pb={aboveHomeIndicator('1rem')}
      {...edgeToEdgeBar(inlineSpace)}
      borderTopWidth="1px"
      bg="bg.panel"
      position="sticky"
      bottom="0"
      // Two rows of 40 px controls on a phone, one from md up, and room for a focus ring.
      css={keepFocusClear('bottom', { base: aboveHomeIndicator('8.25rem'), md: aboveHomeIndicator('5rem') })}
      {...props}
    />
  );
}
