import { allSettled, createWatch, fork, scopeBind, type EventCallable } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { hostRoomClosed, hostRoomOpened } from '@/entities/host-room';
import { navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import { HostCallGate, readCallStartedFx } from './room-gate';

// The room is the entity's (its idempotent open and one-offer-per-join are tested there): here it is two
// plain events, so the page's guard is seen alone.
vi.mock('@/entities/host-room', async () => {
  const { createEvent } = await import('effector');
  return { hostRoomOpened: createEvent(), hostRoomClosed: createEvent() };
});
vi.mock('@/entities/user', async () => {
  const { createEvent } = await import('effector');
  return { callBackgroundRequested: createEvent() };
});

/** What useGate calls when the route's props change under the mounted page (typed only at runtime). */
const gateSet = (HostCallGate as unknown as { set: EventCallable<{ callId: string | null }> }).set;

function setup(flag: string | null | (() => Promise<string | null>) = 'true') {
  const navigate = vi.fn();
  const toast = vi.fn();
  const read = vi.fn(typeof flag === 'function' ? flag : () => flag);
  const scope = fork({
    handlers: [
      [readCallStartedFx, read],
      [navigateFx, navigate],
      [toastFx, toast],
    ],
  });
  const log: string[] = [];
  const opened = createWatch({
    unit: hostRoomOpened,
    scope,
    fn: ({ callId }) => log.push(`open ${callId}`),
  });
  const closed = createWatch({ unit: hostRoomClosed, scope, fn: () => log.push('close') });
  const unwatch = () => {
    opened();
    closed();
  };
  // navigateFx is attached to the router: its handler gets (navigator, params).
  const navigated = () => navigate.mock.calls.map((call) => call.at(-1));
  return { scope, log, read, navigated, toast, unwatch };
}

describe('host call page gate: the callStarted guard (spec 02 §2)', () => {
  it("opens the room by the route's call id when this tab started the call, and closes it on unmount", async () => {
    const { scope, log, navigated, unwatch } = setup('true');
    await allSettled(HostCallGate.open, { scope, params: { callId: 'c1' } });
    expect(log).toEqual(['open c1']);
    await allSettled(HostCallGate.close, { scope, params: { callId: 'c1' } });
    expect(log).toEqual(['open c1', 'close']);
    expect(navigated()).toEqual([]);
    unwatch();
  });

  it('without the flag: no room, no toast, the dashboard in place of the room and the flag cleared', async () => {
    const { scope, log, navigated, toast, unwatch } = setup(null);
    await allSettled(HostCallGate.open, { scope, params: { callId: 'c1' } });
    expect(log).toEqual([]);
    expect(navigated()).toEqual([{ to: '/dashboard', replace: true }]);
    expect(toast).not.toHaveBeenCalled();
    unwatch();
  });

  it("reads the tab's session storage: a flag other than 'true' refuses the room and is cleared", async () => {
    sessionStorage.setItem('callStarted', 'false');
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(HostCallGate.open, { scope, params: { callId: 'c1' } });
    expect(navigate).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('callStarted')).toBeNull();
  });

  it('no call id: the room opens without the flag read (it says "No call ID provided" itself)', async () => {
    const { scope, log, read, unwatch } = setup(null);
    await allSettled(HostCallGate.open, { scope, params: { callId: null } });
    expect(read).not.toHaveBeenCalled();
    expect(log).toEqual(['open null']);
    unwatch();
  });

  it('StrictMode mount, unmount, mount in one task: the room is asked to open and stays open', async () => {
    const { scope, log, unwatch } = setup('true');
    const open = scopeBind(HostCallGate.open, { scope });
    const close = scopeBind(HostCallGate.close, { scope });
    open({ callId: 'c1' });
    close({ callId: 'c1' });
    open({ callId: 'c1' });
    await allSettled(scope);
    // The page passes on each mount and unmount in order; the room's lifecycle makes that pair a no-op.
    expect(log.at(-1)).toBe('open c1');
    expect(log.filter((entry) => entry === 'close')).toHaveLength(1);
    unwatch();
  });

  it('a flag read settling after a real unmount opens nothing', async () => {
    let settle: (flag: string) => void = () => undefined;
    const { scope, log, unwatch } = setup(() => new Promise((resolve) => (settle = resolve)));
    scopeBind(HostCallGate.open, { scope })({ callId: 'c1' });
    scopeBind(HostCallGate.close, { scope })({ callId: 'c1' });
    settle('true');
    await allSettled(scope);
    expect(log).toEqual(['close']);
    unwatch();
  });

  it('useGate setting the same props after opening checks nothing again; a new call id opens that call', async () => {
    const { scope, log, read, unwatch } = setup('true');
    const props = { callId: 'c1' };
    await allSettled(HostCallGate.open, { scope, params: props });
    await allSettled(gateSet, { scope, params: props });
    expect(read).toHaveBeenCalledOnce();
    await allSettled(gateSet, { scope, params: { callId: 'c2' } });
    expect(log).toEqual(['open c1', 'open c2']);
    unwatch();
  });
});
