import { allSettled, createWatch, fork, scopeBind, type EventCallable } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { userRoomClosed, userRoomOpened } from '@/entities/user-room';
import { UserCallGate } from './room-gate';

// The room is the entity's (its idempotent open and one-answer-per-offer are tested there): here it is two
// plain events, so the page's part is seen alone.
vi.mock('@/entities/user-room', async () => {
  const { createEvent } = await import('effector');
  return { userRoomOpened: createEvent(), userRoomClosed: createEvent() };
});
vi.mock('@/entities/user', async () => {
  const { createEvent } = await import('effector');
  return { callBackgroundRequested: createEvent() };
});

/** What useGate calls when the route's props change under the mounted page (typed only at runtime). */
const gateSet = (UserCallGate as unknown as { set: EventCallable<{ meetingId: string | null }> }).set;

function setup() {
  const scope = fork();
  const log: string[] = [];
  const opened = createWatch({
    unit: userRoomOpened,
    scope,
    fn: ({ meetingId }) => log.push(`open ${meetingId}`),
  });
  const closed = createWatch({ unit: userRoomClosed, scope, fn: () => log.push('close') });
  const unwatch = () => {
    opened();
    closed();
  };
  return { scope, log, unwatch };
}

describe('user call page gate', () => {
  it("opens the room by the route's meeting id and closes it on unmount", async () => {
    const { scope, log, unwatch } = setup();
    await allSettled(UserCallGate.open, { scope, params: { meetingId: 'abc-defg-hij' } });
    expect(log).toEqual(['open abc-defg-hij']);
    await allSettled(UserCallGate.close, { scope, params: { meetingId: 'abc-defg-hij' } });
    expect(log).toEqual(['open abc-defg-hij', 'close']);
    unwatch();
  });

  it('StrictMode mount, unmount, mount in one task: the last word is open', async () => {
    const { scope, log, unwatch } = setup();
    const open = scopeBind(UserCallGate.open, { scope });
    const close = scopeBind(UserCallGate.close, { scope });
    open({ meetingId: 'abc-defg-hij' });
    close({ meetingId: 'abc-defg-hij' });
    open({ meetingId: 'abc-defg-hij' });
    await allSettled(scope);
    expect(log).toEqual(['open abc-defg-hij', 'close', 'open abc-defg-hij']);
    unwatch();
  });

  it('useGate setting the same props after opening opens nothing again; a new meeting id opens that one', async () => {
    const { scope, log, unwatch } = setup();
    const props = { meetingId: 'abc-defg-hij' };
    await allSettled(UserCallGate.open, { scope, params: props });
    await allSettled(gateSet, { scope, params: props });
    expect(log).toEqual(['open abc-defg-hij']);
    await allSettled(gateSet, { scope, params: { meetingId: 'xyz-abcd-efg' } });
    expect(log).toEqual(['open abc-defg-hij', 'open xyz-abcd-efg']);
    unwatch();
  });
});
