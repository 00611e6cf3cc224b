import { Center, Spinner } from '@chakra-ui/react';

export function RouteFallback() {
  return (
    <Center minH="60dvh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label="Loading page" />
    </Center>
  );
}
