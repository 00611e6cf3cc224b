import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type ButtonProps = ChakraButtonProps;

/**
 * Chakra's button on the brand palette by default. `loading` keeps the width and marks the button busy; a
 * text label hidden behind the spinner stays its accessible name.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { colorPalette = 'brand', ...props },
  ref,
) {
  const hiddenLabel =
    props.loading && !props.loadingText && typeof props.children === 'string' ? props.children : undefined;
  return (
    <ChakraButton
      ref={ref}
      colorPalette={colorPalette}
      aria-busy={props.loading || undefined}
      aria-label={props['aria-label'] ?? hiddenLabel}
      {...props}
    />
  );
});
