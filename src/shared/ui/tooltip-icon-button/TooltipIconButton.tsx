import { Portal, Tooltip } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { IconButton, type IconButtonProps } from '../icon-button/IconButton';

export interface TooltipIconButtonProps extends IconButtonProps {
  /** Shown on hover and keyboard focus where an icon alone may not say enough (the name stays aria-label). */
  tooltip: string;
}

/**
 * An icon button with a tooltip, for compact spots. Imported from its own entry point, not the `@/shared/ui`
 * barrel, so Chakra's tooltip loads only with the screens that use it, not with every page's first load.
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(
  function TooltipIconButton({ tooltip, ...props }, ref) {
    return (
      <Tooltip.Root openDelay={300} closeDelay={100}>
        <Tooltip.Trigger asChild>
          <IconButton ref={ref} {...props} />
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{tooltip}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  },
);
