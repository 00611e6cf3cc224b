import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { OTP_LENGTH } from '@/shared/config';
import { lazyPart, LoadFailureBoundary } from '../lazy-part/lazy-part';
import type { OtpInputProps } from './otp';

// zag's pin-input machine is 12 KiB gzip that the sign-up and reset forms need only on their code step.
const otpBoxes = lazyPart<OtpInputProps>(() => import('./OtpBoxes').then(({ OtpBoxes }) => OtpBoxes));

/** Fetches the boxes' code now (stories, which render them at once). */
export const preloadOtpInput = otpBoxes.preload;

/**
 * Fetches the boxes' code when the browser is next idle: used by the step before the one that shows them, so
 * the code step rarely waits. A failed fetch is retried when the boxes show.
 */
export function usePreloadOtpInput() {
  useEffect(() => otpBoxes.preloadWhenIdle(), []);
}

/** Where the boxes go while their code loads: the same size, so nothing moves when they arrive. */
function BoxesLoading({ length }: { length: number }) {
  return (
    <HStack gap={{ base: '2', sm: '3' }} aria-busy="true" aria-label="Loading the code boxes" role="status">
      {Array.from({ length }, (_, index) => (
        <Box key={index} boxSize="11" borderWidth="1px" borderColor="border" borderRadius="l2" />
      ))}
    </HStack>
  );
}

/**
 * Six single-digit boxes (spec 01 §3): digits only, focus moves forward on input and back on Backspace
 * in an empty box, pasting a whole code fills every box (all handled by Chakra's PinInput).
 */
export function OtpInput(props: OtpInputProps) {
  const length = props.length ?? OTP_LENGTH;
  // After a failed load: a new lazy component, so that React asks for the code again, in a new boundary.
  const [attempt, setAttempt] = useState(0);
  const [Boxes, setBoxes] = useState(() => otpBoxes.component());
  const retry = () => {
    otpBoxes.retry();
    setBoxes(() => otpBoxes.component());
    setAttempt((count) => count + 1);
  };
  return (
    <LoadFailureBoundary
      key={attempt}
      fallback={
        <Box role="alert">
          <Text color="fg.error">The code boxes did not load. Check your connection, then try again.</Text>
          <Button mt="2" size="sm" variant="outline" onClick={retry}>
            Try again
          </Button>
        </Box>
      }
    >
      <Suspense fallback={<BoxesLoading length={length} />}>
        <Boxes {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
