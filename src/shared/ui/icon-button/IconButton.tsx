import {
  IconButton as ChakraIconButton,
  type IconButtonProps as ChakraIconButtonProps,
  Portal,
  Tooltip,
} from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface IconButtonProps extends Omit<ChakraIconButtonProps, 'aria-label'> {
  /** Icon-only buttons have no visible text, so the accessible name is mandatory. */
  'aria-label': string;
  /** Shown on hover and keyboard focus where an icon alone may not say enough (the name stays aria-label). */
  tooltip?: string;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { colorPalette = 'gray', variant = 'ghost', tooltip, ...props },
  ref,
) {
  const button = <ChakraIconButton ref={ref} colorPalette={colorPalette} variant={variant} {...props} />;
  if (!tooltip) return button;
  return (
    <Tooltip.Root openDelay={300} closeDelay={100}>
      <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{tooltip}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
});
