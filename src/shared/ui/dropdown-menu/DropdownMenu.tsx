import type { Menu } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { lazyPart, LazyPartSlot, useLazyToggle, type LazyTriggerProps } from '../lazy-part/lazy-part';
import type { MenuPopupProps } from './MenuPopup';

/** Spread on the trigger button: they make it the menu's trigger (name it with its text or aria-label). */
export interface MenuTriggerProps extends LazyTriggerProps {
  'aria-haspopup': 'menu';
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface DropdownMenuProps {
  /** The button that opens the menu, given the props that make it the trigger. */
  trigger: (props: MenuTriggerProps) => ReactNode;
  /** The menu's items, built from Chakra's Menu parts (Item, RadioItemGroup, Separator...). */
  children: (parts: typeof Menu) => ReactNode;
  placement?: 'bottom-end' | 'bottom-start';
  minW?: string;
}

const menuPopup = lazyPart<MenuPopupProps>(() => import('./MenuPopup').then(({ MenuPopup }) => MenuPopup));

/** Loads the menus' code (MenuPopup.tsx) up front, as tests and stories do. */
export const preloadMenu = menuPopup.preload;

/**
 * A button that opens a menu of actions or choices. The button is the page's own, rendered at once; the menu
 * (zag's machine, dismissal and positioning, about 16 KiB gzip) loads when the browser is idle after the
 * page shows, or at the first open.
 */
export function DropdownMenu({ trigger, children, placement = 'bottom-end', minW }: DropdownMenuProps) {
  const { ids, open, setOpen, triggerProps } = useLazyToggle();
  return (
    <>
      {trigger({
        ...triggerProps,
        'aria-haspopup': 'menu',
        onKeyDown: (event) => {
          // As a menu button does: the arrow keys open it too (Enter and Space press the button).
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
        },
      })}
      <LazyPartSlot
        part={menuPopup}
        open={open}
        what="menu"
        onClose={() => setOpen(false)}
        props={{
          onOpenChange: setOpen,
          triggerId: ids.trigger,
          contentId: ids.content,
          placement,
          minW,
          children,
        }}
      />
    </>
  );
}
