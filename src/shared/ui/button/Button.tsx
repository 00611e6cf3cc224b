import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type ButtonProps = ChakraButtonProps;

/** Chakra's button on the brand palette by default; `loading` keeps the width and sets aria-busy. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { colorPalette = 'brand', ...props },
  ref,
) {
  return <ChakraButton ref={ref} colorPalette={colorPalette} {...props} />;
});
