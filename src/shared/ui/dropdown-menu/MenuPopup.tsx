import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface MenuPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's id: zag positions the menu at it, labels the menu by it and returns focus to it. */
  triggerId: string;
  contentId: string;
  placement: 'bottom-end' | 'bottom-start';
  minW?: string;
  children: (parts: typeof Menu) => ReactNode;
}

/**
 * The menu itself (Chakra's, on zag's menu machine, dismissal and positioning): loaded by `DropdownMenu` at
 * its first open, or when the browser is idle after the page shows.
 */
export function MenuPopup({
  open,
  onOpenChange,
  triggerId,
  contentId,
  placement,
  minW,
  children,
}: MenuPopupProps) {
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>{children(Menu)}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
