import {
  IconButton as ChakraIconButton,
  type IconButtonProps as ChakraIconButtonProps,
} from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface IconButtonProps extends Omit<ChakraIconButtonProps, 'aria-label'> {
  /** Icon-only buttons have no visible text, so the accessible name is mandatory. */
  'aria-label': string;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { colorPalette = 'gray', variant = 'ghost', ...props },
  ref,
) {
  return <ChakraIconButton ref={ref} colorPalette={colorPalette} variant={variant} {...props} />;
});
