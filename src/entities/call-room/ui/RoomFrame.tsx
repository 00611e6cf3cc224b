import { Flex, type FlexProps } from '@chakra-ui/react';
import { FULL_BLEED, roomBackdrop } from '@/shared/ui';

export interface RoomFrameProps extends FlexProps {
  /** The person's chosen call page background, or null for the room's plain colour. */
  backgroundUrl: string | null;
}

/**
 * A call room's page: the screen's full height over the person's chosen background, which runs under a sideways
 * phone's notch while the room's content stays clear of it.
 */
export function RoomFrame({ backgroundUrl, ...props }: RoomFrameProps) {
  return (
    <Flex direction="column" minH="100dvh" {...FULL_BLEED} {...roomBackdrop(backgroundUrl)} {...props} />
  );
}
