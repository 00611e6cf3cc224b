import { HStack, type StackProps } from '@chakra-ui/react';
import { aboveHomeIndicator } from '@/shared/ui';

/**
 * A call room's bar of controls: pinned to the screen's bottom and clear of the home indicator, so a room taller
 * than the screen (the smallest phones) scrolls under it and its controls stay on screen.
 */
export function RoomFooter(props: StackProps) {
  return (
    <HStack
      as="footer"
      justify="center"
      gap="3"
      pt="4"
      pb={aboveHomeIndicator('1rem')}
      borderTopWidth="1px"
      bg="bg.panel"
      position="sticky"
      bottom="0"
      {...props}
    />
  );
}
