import { Popover, Portal } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface PopoverPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's id: zag positions the panel at it and returns focus to it. */
  triggerId: string;
  contentId: string;
  placement: 'bottom-end' | 'bottom-start';
  width?: string;
  children: (parts: typeof Popover) => ReactNode;
}

/**
 * The panel itself (Chakra's popover, on zag's machine, focus handling and positioning): loaded by
 * `InfoPopover` at its first open, or when the browser is idle after the page shows.
 */
export function PopoverPanel({
  open,
  onOpenChange,
  triggerId,
  contentId,
  placement,
  width,
  children,
}: PopoverPanelProps) {
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement }}
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={width}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            {children(Popover)}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
