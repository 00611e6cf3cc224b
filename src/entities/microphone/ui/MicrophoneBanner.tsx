import { Alert, Button } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { edgeToEdgeBar } from '@/shared/ui';
import { $micError, $micOpening, micRequested } from '../model/microphone';

/** The red banner for microphone problems, with 'Try Again' (spec 02 §2). */
export function MicrophoneBanner() {
  const [error, opening, retry] = useUnit([$micError, $micOpening, micRequested]);
  if (!error) return null;
  return (
    <Alert.Root
      status="error"
      variant="solid"
      role="alert"
      borderRadius="0"
      alignItems="center"
      // Across the call room, which runs under a sideways phone's notch.
      {...edgeToEdgeBar('1rem')}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{error}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.700"
        onClick={retry}
        loading={opening}
        loadingText="Trying again"
      >
        Try Again
      </Button>
    </Alert.Root>
  );
}
