import { Portal, Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface TooltipPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's id: zag places the hint at it. */
  triggerId: string;
  contentId: string;
  children: ReactNode;
}

/**
 * The hint itself (Chakra's tooltip, on zag's machine and floating-ui's positioning): loaded by
 * `TooltipIconButton` when the browser is idle after the page shows, or at the first hover or focus.
 */
export function TooltipPanel({ open, onOpenChange, triggerId, contentId, children }: TooltipPanelProps) {
  return (
    <Tooltip.Root
      recipe={tooltipSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: contentId }}
    >
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{children}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
