import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle } from '@/shared/lib';
import { Unavailable } from './Unavailable';

/**
 * A part of the UI whose code stays out of the page's first load (a dialog, a menu, a popover: zag's machines,
 * focus handling and positioning, 10-16 KiB gzip each), loaded with React.lazy. `preload` fetches it early.
 */
export interface LazyPart<P> {
  preload: () => Promise<void>;
  /** Fetches the code when the browser is next idle; returns a cancel. A failed fetch waits for the part's use. */
  preloadWhenIdle: () => () => void;
  /** The lazily loaded component: a new one after a failed load, so that React asks for the code again. */
  component: () => ComponentType<P>;
  retry: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (loaded) => ({ default: loaded }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  let Lazy = lazy(loadOnce);
  const preload = () => loadOnce().then(() => undefined);
  return {
    preload,
    preloadWhenIdle: () => whenIdle(() => void preload().catch(() => undefined)),
    component: () => Lazy,
    retry: () => {
      Lazy = lazy(loadOnce);
    },
  };
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** With `onRetry`: a part that opens and closes asks for its code again on its next open. */
  open?: boolean;
  onRetry?: () => void;
}

/** Shows `fallback` for a part whose code failed to load (a new `key` clears it). */
export class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (!this.state.failed || !this.props.onRetry || previous.open || !this.props.open) return;
    this.props.onRetry();
    this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Renders `part` once its code has loaded, and nothing before or if it cannot load: an offer, not a control. */
export function OptionalPart({ part }: { part: LazyPart<object> }) {
  // Kept in state: StrictMode's second render and later renders reuse the one lazy component.
  const [Part] = useState(() => part.component());
  return (
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </LoadFailureBoundary>
  );
}

export interface LazyPartSlotProps<P extends { open: boolean }> {
  part: LazyPart<P>;
  open: boolean;
  /** What the part is, for the message shown when its code could not load. */
  what: 'window' | 'menu' | 'panel';
  onClose: () => void;
  props: Omit<P, 'open'>;
}

/** Tells its parent once it has committed: the lazily loaded part beside it is on the page. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * Renders `part` with `props` from its first open on (a page's closed dialogs and menus cost nothing, and an
 * opened one stays so that closing animates). Its code is fetched when the browser is first idle, so the
 * first open rarely waits for it.
 */
export function LazyPartSlot<P extends { open: boolean }>({
  part,
  open,
  what,
  onClose,
  props,
}: LazyPartSlotProps<P>) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // The part mounts closed and opens in the next render: zag's machines open reliably from closed, while one
  // mounted open in the same update as another dialog closing was dismissed at once by that dialog's focus
  // return.
  const [committed, setCommitted] = useState(false);
  const markCommitted = useCallback(() => setCommitted(true), []);
  useEffect(() => {
    if (opened) return;
    return part.preloadWhenIdle();
  }, [opened, part]);
  // Kept in state: after a failed load the part's next open renders a new lazy component.
  const [Part, setPart] = useState(() => part.component());
  const retry = useCallback(() => {
    part.retry();
    setPart(() => part.component());
  }, [part]);
  if (!opened) return null;
  return (
    <LoadFailureBoundary
      open={open}
      onRetry={retry}
      fallback={open ? <Unavailable what={what} onClose={onClose} /> : null}
    >
      <Suspense fallback={null}>
        <Part {...({ ...props, open: open && committed } as P)} />
        <Committed onCommitted={markCommitted} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/** Spread on the button that opens a lazily loaded menu or popover, with its own `aria-haspopup`. */
export interface LazyTriggerProps {
  id: string;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onClick: () => void;
}

/**
 * A button and the menu or popover it opens: whether it is open, and the ids zag finds the button and the
 * content by (it places the content at the button, labels it by it and returns focus to it).
 */
export function useLazyToggle() {
  const id = useId();
  const ids = { trigger: `${id}trigger`, content: `${id}content` };
  const [open, setOpen] = useState(false);
  const triggerProps: LazyTriggerProps = {
    id: ids.trigger,
    'aria-expanded': open,
    'aria-controls': open ? ids.content : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: () => setOpen((was) => !was),
  };
  return { ids, open, setOpen, triggerProps };
}
