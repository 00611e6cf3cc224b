import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { IconButton, type IconButtonProps } from '../icon-button/IconButton';
import { lazyPart, LazyPartSlot } from '../lazy-part/lazy-part';
import type { TooltipPanelProps } from './TooltipPanel';

export interface TooltipIconButtonProps extends IconButtonProps {
  /** Shown on hover and keyboard focus where an icon alone may not say enough (the name stays aria-label). */
  tooltip: string;
}

const OPEN_DELAY_MS = 300;
const CLOSE_DELAY_MS = 100;

const tooltipPanel = lazyPart<TooltipPanelProps>(() =>
  import('./TooltipPanel').then(({ TooltipPanel }) => TooltipPanel),
);

/** Loads the hint's code (TooltipPanel.tsx) up front, as tests and stories do. */
export const preloadTooltip = tooltipPanel.preload;

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: any focus shows the hint.
    return true;
  }
};

/**
 * An icon button with a tooltip, for compact spots. The button is rendered at once and decides when the hint
 * shows (a mouse resting on it, keyboard focus; a press, Escape, leaving or blur hide it); the hint's code
 * (zag's tooltip and floating-ui, about 12 KiB gzip) loads when the browser is idle, or at the first hover.
 */
export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(
  function TooltipIconButton(
    { tooltip, onPointerEnter, onPointerLeave, onPointerDown, onFocus, onBlur, onKeyDown, ...props },
    ref,
  ) {
    const id = useId();
    const ids = { trigger: `${id}trigger`, content: `${id}tooltip` };
    const [open, setOpen] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const show = (next: boolean, delayMs = 0) => {
      clearTimeout(timer.current);
      if (delayMs) timer.current = setTimeout(() => setOpen(next), delayMs);
      else setOpen(next);
    };
    useEffect(() => () => clearTimeout(timer.current), []);
    return (
      <>
        <IconButton
          ref={ref}
          id={ids.trigger}
          aria-describedby={open ? ids.content : undefined}
          onPointerEnter={(event) => {
            onPointerEnter?.(event);
            // A finger's touch is a press, not a hover.
            if (event.pointerType === 'mouse') show(true, OPEN_DELAY_MS);
          }}
          onPointerLeave={(event) => {
            onPointerLeave?.(event);
            show(false, CLOSE_DELAY_MS);
          }}
          onPointerDown={(event) => {
            onPointerDown?.(event);
            show(false);
          }}
          onFocus={(event) => {
            onFocus?.(event);
            if (focusVisible(event.currentTarget)) show(true);
          }}
          onBlur={(event) => {
            onBlur?.(event);
            show(false);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'Escape' && open) show(false);
          }}
          {...props}
        />
        <LazyPartSlot
          part={tooltipPanel}
          open={open}
          what="panel"
          onClose={() => show(false)}
          props={{
            onOpenChange: (next: boolean) => !next && show(false),
            triggerId: ids.trigger,
            contentId: ids.content,
            children: tooltip,
          }}
        />
      </>
    );
  },
);
