import {
  Spinner as ChakraSpinner,
  Stack,
  Text,
  VisuallyHidden,
  type SpinnerProps as ChakraSpinnerProps,
} from '@chakra-ui/react';

export interface SpinnerProps {
  /** Announced to assistive technology (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: ChakraSpinnerProps['size'];
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <Stack role="status" aria-live="polite" align="center" gap="3" display="inline-flex">
      <ChakraSpinner size={size} color="brand.solid" borderWidth="3px" aria-hidden />
      {showLabel ? (
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </Stack>
  );
}
