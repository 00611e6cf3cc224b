import { allSettled, fork, type StoreWritable } from 'effector';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $userRoomPhase } from '@/entities/user-room';
import { $token, $user, signedIn, signedOut, type SessionUser } from '@/entities/user';
import { $realtimeConnected, $socket, realtimeMessageReceived } from '@/shared/api';
import { wentOnline } from '@/shared/lib';
import { openedSockets } from '../../../tests/setup/fake-socket-io';
import { realtimeConnectionStarted } from './realtime-connection';

vi.mock('socket.io-client', () => import('../../../tests/setup/fake-socket-io'));

/** Every socket the app opened, with the token it authenticated with. */
const created = openedSockets;

const user: SessionUser = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };

/** A socket already open (only `connected` and `disconnect` are used on these paths). */
function openSocket() {
  return { connected: true, disconnect: vi.fn() };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork takes pairs of stores of any type
type Values = [StoreWritable<any>, unknown][];

function signedInScope(extra: Values = []) {
  return fork({
    values: [[$token, 'token-1'], [$user, user], ...extra],
  });
}

/** A signed-in user in a live call room, on its open socket; `event` arrives from the server. */
function inCallRoom(event: string) {
  const roomSocket = openSocket();
  const scope = signedInScope([
    [$socket, roomSocket as unknown as Socket],
    [$realtimeConnected, true],
    [$userRoomPhase, 'connected'],
  ]);
  const settled = allSettled(realtimeMessageReceived, { scope, params: { event, payload: {} } });
  return { scope, roomSocket, settled };
}

describe('realtime connection: the one owner of the socket (spec 01 §4)', () => {
  beforeEach(() => {
    created.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('connects with the token on sign-in and closes the socket on sign-out', async () => {
    const scope = fork();
    await allSettled(signedIn, { scope, params: { token: 'token-1', user } });
    expect(created.map(({ token }) => token)).toEqual(['token-1']);
    expect(scope.getState($socket)).toBe(created[0]);

    await allSettled(signedOut, { scope });
    expect(created[0]?.disconnected).toBe(true);
    expect(scope.getState($socket)).toBeNull();
  });

  it('connects on start with a stored session and no socket, and only then', async () => {
    const signedOutTab = fork();
    await allSettled(realtimeConnectionStarted, { scope: signedOutTab });
    expect(created).toEqual([]);

    const connectedTab = signedInScope([[$socket, openSocket() as unknown as Socket]]);
    await allSettled(realtimeConnectionStarted, { scope: connectedTab });
    expect(created).toEqual([]);

    const storedTab = signedInScope();
    await allSettled(realtimeConnectionStarted, { scope: storedTab });
    expect(created.map(({ token }) => token)).toEqual(['token-1']);
  });

  it('connects again when the browser comes back online while signed in and the socket is down', async () => {
    const gaveUp = openSocket();
    const scope = signedInScope([
      [$socket, gaveUp as unknown as Socket],
      [$realtimeConnected, false],
    ]);
    await allSettled(wentOnline, { scope });
    expect(gaveUp.disconnect).toHaveBeenCalledOnce();
    expect(created.map(({ token }) => token)).toEqual(['token-1']);
    expect(scope.getState($socket)).toBe(created[0]);
  });

  it('leaves a connected socket, or a signed-out tab, alone when the browser comes back online', async () => {
    const live = openSocket();
    await allSettled(wentOnline, {
      scope: signedInScope([
        [$socket, live as unknown as Socket],
        [$realtimeConnected, true],
      ]),
    });
    await allSettled(wentOnline, { scope: fork() });
    expect(live.disconnect).not.toHaveBeenCalled();
    expect(created).toEqual([]);
  });

  it("closes the user room's socket 100 ms after the host ended the call, and reconnects on the dashboard", async () => {
    vi.useFakeTimers();
    const { scope, roomSocket, settled } = inCallRoom('host-disconnected');
    await vi.advanceTimersByTimeAsync(99);
    expect(roomSocket.disconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(roomSocket.disconnect).toHaveBeenCalledOnce();
    expect(scope.getState($socket)).toBeNull();
    expect(scope.getState($realtimeConnected)).toBe(false);
    // Still in the ended room: no socket until the user is on the dashboard (800 ms after the notice).
    await vi.advanceTimersByTimeAsync(699);
    expect(created).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(created.map(({ token }) => token)).toEqual(['token-1']);
    expect(scope.getState($socket)).toBe(created[0]);
  });

  it('does not reconnect after a room ending that kept the socket (kicked)', async () => {
    vi.useFakeTimers();
    const { scope, roomSocket, settled } = inCallRoom('kicked-from-call');
    await vi.advanceTimersByTimeAsync(800);
    await settled;
    expect(roomSocket.disconnect).not.toHaveBeenCalled();
    expect(created).toEqual([]);
    expect(scope.getState($socket)).toBe(roomSocket);
  });
});
