import { Center } from '@chakra-ui/react';
import { Spinner } from '../spinner/Spinner';

export interface FullScreenLoaderProps {
  label?: string;
  showLabel?: boolean;
}

/** Covers the viewport (post-login spinner, initial dashboard loader). */
export function FullScreenLoader({ label = 'Loading', showLabel = false }: FullScreenLoaderProps) {
  return (
    <Center position="fixed" inset="0" bg="bg" zIndex="overlay" data-testid="full-screen-loader">
      <Spinner label={label} showLabel={showLabel} size="xl" />
    </Center>
  );
}
