import type { Popover } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lazyPart, LazyPartSlot, useLazyToggle, type LazyTriggerProps } from '../lazy-part/lazy-part';
import type { PopoverPanelProps } from './PopoverPanel';

/** Spread on the trigger button: they make it the panel's trigger (name it with its text or aria-label). */
export interface PopoverTriggerProps extends LazyTriggerProps {
  'aria-haspopup': 'dialog';
}

export interface InfoPopoverProps {
  /** The button that shows the panel, given the props that make it the trigger. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The panel's content, built from Chakra's Popover parts (Body, Title...). */
  children: (parts: typeof Popover) => ReactNode;
  placement?: 'bottom-end' | 'bottom-start';
  width?: string;
}

const popoverPanel = lazyPart<PopoverPanelProps>(() =>
  import('./PopoverPanel').then(({ PopoverPanel }) => PopoverPanel),
);

/** Loads the panels' code (PopoverPanel.tsx) up front, as tests and stories do. */
export const preloadPopover = popoverPanel.preload;

/**
 * A button that shows a small panel of details beside it. The button is the page's own, rendered at once;
 * the panel (zag's popover machine, focus handling and positioning) loads when the browser is idle after the
 * page shows, or at the first press.
 */
export function InfoPopover({ trigger, children, placement = 'bottom-end', width }: InfoPopoverProps) {
  const { ids, open, setOpen, triggerProps } = useLazyToggle();
  return (
    <>
      {trigger({ ...triggerProps, 'aria-haspopup': 'dialog' })}
      <LazyPartSlot
        part={popoverPanel}
        open={open}
        what="panel"
        onClose={() => setOpen(false)}
        props={{
          onOpenChange: setOpen,
          triggerId: ids.trigger,
          contentId: ids.content,
          placement,
          width,
          children,
        }}
      />
    </>
  );
}
