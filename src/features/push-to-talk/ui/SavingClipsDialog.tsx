import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Dialog } from '@/shared/ui';
import { $savingClipsShown, $unsentClips } from '../model/clips';

/**
 * The user room's 'saving recording' modal (spec 02 §2): shown while the user leaves with a clip the server
 * has not acknowledged yet. Closing the tab meanwhile asks first; a clip left behind is still sent on the
 * next visit.
 */
export function SavingClipsDialog() {
  const [shown, clips] = useUnit([$savingClipsShown, $unsentClips]);
  const unsent = clips.length > 0;

  useEffect(() => {
    if (!unsent) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsent]);

  return (
    <Dialog open={shown} onClose={() => undefined} title="Saving Recording" hideCloseButton isBusy>
      <HStack gap="3" role="status" aria-live="polite">
        <Spinner size="sm" aria-hidden />
        <Text>
          {clips.length > 1
            ? `Saving your last ${clips.length} recordings. Please keep this page open.`
            : 'Saving your recording. Please keep this page open.'}
        </Text>
      </HStack>
    </Dialog>
  );
}
