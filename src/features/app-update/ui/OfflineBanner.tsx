import { HStack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect } from 'react';
import { $isOnline, networkWatchStarted } from '@/shared/lib';

export interface OfflineBannerProps {
  /** What cannot happen offline, e.g. 'Signing in needs a connection.' */
  message?: string;
}

/** A friendly notice while the browser is offline; announced politely and gone when the network returns. */
export function OfflineBanner({
  message = 'Some actions need a connection and will work again once you are back online.',
}: OfflineBannerProps) {
  const [online, start] = useUnit([$isOnline, networkWatchStarted]);
  useEffect(() => {
    start();
  }, [start]);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <HStack
          gap="3"
          px="4"
          py="3"
          rounded="l2"
          bg="orange.subtle"
          color="orange.fg"
          borderWidth="1px"
          borderColor="orange.muted"
        >
          <WifiOff aria-hidden size={18} />
          <Text fontSize="sm">
            <Text as="strong" fontWeight="semibold">
              You are offline.
            </Text>{' '}
            {message}
          </Text>
        </HStack>
      )}
    </div>
  );
}
