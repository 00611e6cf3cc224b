import { allSettled, createWatch, fork, type StoreWritable } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $openRoom } from '@/entities/open-room';
import { $token, $user, type SessionUser } from '@/entities/user';
import { realtimeDisconnected, realtimeEmitted, realtimeMessageReceived } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import {
  $backBlocked,
  $sessionNotice,
  backNavigated,
  logoutFx,
  logoutRequested,
  sessionInvalidatedInCall,
} from './session';

const subUser: SessionUser = { _id: 'u1', userId: 'PRL-1001', name: 'Uma Iyer', isHost: false };

afterEach(() => vi.useRealTimers());

const logout = vi.fn(async (_token: string) => undefined);

/** A signed-in tab; `room` opens a call room in it, as the room reports it (the meeting id the server knows). */
function signedInScope(room?: { meetingId: string }, user: SessionUser = subUser) {
  const navigate = vi.fn();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork takes pairs of stores of any type
  const values: [StoreWritable<any>, unknown][] = [
    [$token, 'token-1'],
    [$user, user],
  ];
  if (room) values.push([$openRoom, { meetingId: room.meetingId }]);
  const scope = fork({
    values,
    handlers: [
      [navigateFx, navigate],
      [logoutFx, logout],
    ],
  });
  return { scope, navigate };
}

const lastNavigation = (navigate: ReturnType<typeof vi.fn>) => navigate.mock.calls.at(-1)?.at(-1);

describe('session-invalidated', () => {
  it('shows the notice, then signs out and opens /login after 2 seconds', async () => {
    vi.useFakeTimers();
    const { scope, navigate } = signedInScope();
    const settled = allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'session-invalidated', payload: { userId: 'PRL-1001' } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($sessionNotice)).toBe(
      'Session Invalidated: You have been logged out due to login from another device.',
    );
    expect(scope.getState($user)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(scope.getState($user)).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(lastNavigation(navigate)).toEqual({ to: '/login', replace: true });
    expect(scope.getState($sessionNotice)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(scope.getState($sessionNotice)).toBeNull();
    expect(scope.getState($backBlocked)).toBe(true);
  });

  it('ignores invalidations of other accounts', async () => {
    const { scope } = signedInScope();
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'session-invalidated', payload: { userId: 'PRL-9999' } },
    });
    expect(scope.getState($sessionNotice)).toBeNull();
    expect(scope.getState($user)).toEqual(subUser);
  });

  it('on a call page leaves the call first and says so', async () => {
    vi.useFakeTimers();
    const { scope } = signedInScope({ meetingId: 'MEET-42' });
    const emitted: unknown[] = [];
    const inCall: unknown[] = [];
    const unwatchEmit = createWatch({ unit: realtimeEmitted, scope, fn: (value) => emitted.push(value) });
    const unwatchCall = createWatch({
      unit: sessionInvalidatedInCall,
      scope,
      fn: (value) => inCall.push(value),
    });
    const settled = allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'session-invalidated', payload: { userId: 'PRL-1001' } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toContainEqual({
      event: 'leave-call',
      payload: { meetingId: 'MEET-42', reason: 'session-invalidated', userId: 'PRL-1001' },
    });
    expect(inCall).toEqual([{ meetingId: 'MEET-42' }]);
    expect(scope.getState($sessionNotice)).toBe(
      'Session Invalidated: You have been logged out due to login from another device. You have been removed from the call.',
    );
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    unwatchEmit();
    unwatchCall();
  });
});

describe('session-invalidated for a host in its room', () => {
  it('leaves with the meeting id its room reports', async () => {
    vi.useFakeTimers();
    const host: SessionUser = { _id: 'h1', name: 'Asha Verma', isHost: true, email: 'host@parley.app' };
    const { scope } = signedInScope({ meetingId: 'abc-defg-hij' }, host);
    const emitted: unknown[] = [];
    const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: (value) => emitted.push(value) });
    const settled = allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'session-invalidated', payload: { userId: 'h1' } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toContainEqual({
      event: 'leave-call',
      payload: { meetingId: 'abc-defg-hij', reason: 'session-invalidated', userId: 'h1' },
    });
    expect(scope.getState($sessionNotice)).toMatch(/You have been removed from the call\.$/);
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    unwatch();
  });

  it('outside a call room sends no leave-call and says nothing of a call', async () => {
    vi.useFakeTimers();
    const { scope } = signedInScope();
    const emitted: unknown[] = [];
    const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: (value) => emitted.push(value) });
    const settled = allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'session-invalidated', payload: { userId: 'PRL-1001' } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toEqual([]);
    expect(scope.getState($sessionNotice)).toBe(
      'Session Invalidated: You have been logged out due to login from another device.',
    );
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    unwatch();
  });
});

describe('server disconnect', () => {
  it("'io server disconnect' clears the session after 1 second", async () => {
    vi.useFakeTimers();
    const { scope, navigate } = signedInScope();
    const settled = allSettled(realtimeDisconnected, { scope, params: { reason: 'io server disconnect' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(scope.getState($user)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($user)).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(lastNavigation(navigate)).toEqual({ to: '/login', replace: true });
  });

  it('a transport drop keeps the session (socket.io reconnects)', async () => {
    const { scope } = signedInScope();
    await allSettled(realtimeDisconnected, { scope, params: { reason: 'transport close' } });
    expect(scope.getState($user)).toEqual(subUser);
  });
});

describe('logout', () => {
  it('signs out locally even when the server cannot be told', async () => {
    const { scope, navigate } = signedInScope();
    logout.mockRejectedValueOnce(new Error('offline'));
    await allSettled(logoutRequested, { scope });
    expect(scope.getState($token)).toBeNull();
    expect(lastNavigation(navigate)).toEqual({ to: '/login', replace: true });
  });

  it('clears token and user, revokes the session on the server, opens /login and blocks Back', async () => {
    localStorage.setItem('token', 'token-1');
    const { scope, navigate } = signedInScope();
    logout.mockClear();
    await allSettled(logoutRequested, { scope });
    expect(logout).toHaveBeenCalledWith('token-1');
    expect(scope.getState($token)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(lastNavigation(navigate)).toEqual({ to: '/login', replace: true });
    navigate.mockClear();
    await allSettled(backNavigated, { scope });
    expect(lastNavigation(navigate)).toEqual({ to: '/login', replace: true });
  });
});
