import { HStack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useLocation } from 'react-router';
import { APP_NAME, isCallPath } from '@/shared/config';
import { aboveHomeIndicator, besideNotch, Button, ChangeAnnouncer } from '@/shared/ui';
import { $updateAvailable, applyUpdateFx, updateAccepted, updateDismissed } from '../model/update';

const describeUpdate = (available: boolean) =>
  available ? `A new version of ${APP_NAME} is available.` : null;

/**
 * 'A new version is available': reloads only when the visitor agrees, and never offers it during a call, where
 * a reload would drop the call (and a recording) with no question asked on a phone. It shows once they leave.
 */
export function UpdatePrompt() {
  const onCall = isCallPath(useLocation().pathname);
  const [waiting, updating, accept, dismiss] = useUnit([
    $updateAvailable,
    applyUpdateFx.pending,
    updateAccepted,
    updateDismissed,
  ]);
  // Spoken from a region that is there before the offer appears: one mounted with its text is often not read.
  const available = waiting && !onCall;
  const announcer = <ChangeAnnouncer value={available} describe={describeUpdate} />;
  if (!available) return announcer;
  return (
    <>
      {announcer}
      <HStack
        position="fixed"
        // Clear of the home indicator (and on a phone of the host's tab bar above it) and a sideways phone's notch.
        left={{ base: besideNotch('left', '0.75rem'), md: 'auto' }}
        right={besideNotch('right', { base: '0.75rem', md: '1.5rem' })}
        bottom={{ base: aboveHomeIndicator('6rem'), md: aboveHomeIndicator('1.5rem') }}
        zIndex="toast"
        gap="3"
        px="4"
        py="3"
        rounded="l3"
        bg="bg.panel"
        borderWidth="1px"
        shadow="lg"
        flexWrap="wrap"
        maxW={{ md: 'md' }}
      >
        <RefreshCw aria-hidden size={18} />
        <Text flex="1" minW="40" fontSize="sm">
          A new version of {APP_NAME} is available.
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => dismiss()}>
            Later
          </Button>
          <Button size="sm" loading={updating} onClick={() => accept()}>
            Reload
          </Button>
        </HStack>
      </HStack>
    </>
  );
}
