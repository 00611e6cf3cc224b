import { useEffect, useId, useState } from 'react';
import { whenIdle } from '@/shared/lib';

/** Code a component loads on demand: `loaded` once `preload` has settled. */
export interface OnDemand<T> {
  preload: () => Promise<T>;
  readonly loaded: T | undefined;
}

/**
 * A part of the UI whose code stays out of the page's first load (a dialog, a menu, a popover: zag's
 * machines, focus handling and positioning, 10-16 KiB gzip each). A failed load is tried again next time.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    preload: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The on-demand code, loaded when `wanted` (the part opens) or, before that, when the browser is first idle,
 * so that the first open does not wait for it. `failed` when it was wanted and could not load; `attempt`
 * changing (e.g. the part opening again) tries again.
 */
function useOnDemand<T>(part: OnDemand<T>, wanted: boolean, attempt: unknown) {
  const [adopted, setAdopted] = useState<{ value: T } | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Loaded at idle (or by another part of the page): there for the first open's own render.
  const value = adopted?.value ?? part.loaded;

  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    if (wanted)
      void part.preload().then(
        (loaded) => live && setAdopted({ value: loaded }),
        () => live && setFailed(true),
      );
    const cancelIdle = wanted ? undefined : whenIdle(() => void part.preload().catch(() => undefined));
    return () => {
      live = false;
      cancelIdle?.();
    };
  }, [part, value, wanted, attempt]);

  return { value, failed };
}

/**
 * False until the render after `mounted` first turns true. A part whose code arrives as it opens mounts
 * closed and opens in the next render: zag's machines open reliably from closed, while one mounted open in
 * the same update as another dialog closing was dismissed at once by that dialog's focus return.
 */
function useOpenAfterMount(mounted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The second render is the point: the part mounted closed in the last one and opens in this one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (mounted) setReady(true);
  }, [mounted]);
  return ready;
}

/**
 * An on-demand part shown while `open`. Until its first open it renders nothing (a page's closed dialogs and
 * menus cost nothing); from then on `Part` is its loaded code, kept so that closing animates. `shown` is the
 * open state to give it, `failed` is true while it is open but its code could not load.
 */
export function useOnDemandPart<T>(part: OnDemand<T>, open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { value, failed } = useOnDemand(part, opened, open);
  const loaded = opened ? value : undefined;
  const ready = useOpenAfterMount(loaded !== undefined);
  return {
    Part: loaded,
    shown: open && ready && loaded !== undefined,
    failed: open && failed && loaded === undefined,
  };
}

/** Spread on the button that opens an on-demand menu or popover, with its own `aria-haspopup`. */
export interface OnDemandTriggerProps {
  id: string;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onClick: () => void;
}

/**
 * A button and the menu or popover it opens, whose code loads on demand: whether it is open, the ids zag
 * finds the button and the content by (it places the content at the button, labels it by it and returns
 * focus to it), the loaded part once it was first opened, and `failed` while it is open but could not load.
 */
export function useOnDemandToggle<T>(part: OnDemand<T>) {
  const id = useId();
  const ids = { trigger: `${id}trigger`, content: `${id}content` };
  const [open, setOpen] = useState(false);
  const { Part, shown, failed } = useOnDemandPart(part, open);
  const triggerProps: OnDemandTriggerProps = {
    id: ids.trigger,
    'aria-expanded': shown,
    'aria-controls': shown ? ids.content : undefined,
    'data-state': shown ? 'open' : 'closed',
    onClick: () => setOpen((was) => !was),
  };
  return { ids, shown, setOpen, Part, failed, triggerProps };
}
