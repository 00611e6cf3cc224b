import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openedSockets } from '../../../../tests/setup/fake-socket-io';
import { $socket, realtimeConnectRequested, realtimeDisconnectRequested } from './model';

vi.mock('socket.io-client', () => import('../../../../tests/setup/fake-socket-io'));

const created = openedSockets;

describe('realtime connection', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('loads the socket client on the first connection and connects with the token', async () => {
    const scope = fork();
    await allSettled(realtimeConnectRequested, { scope, params: { token: 'token-1' } });
    expect(created.map(({ token }) => token)).toEqual(['token-1']);
    expect(scope.getState($socket)).toBe(created[0]);
  });

  it('opens no socket when the session ends while the client is still loading', async () => {
    const scope = fork();
    const connecting = allSettled(realtimeConnectRequested, { scope, params: { token: 'token-1' } });
    await allSettled(realtimeDisconnectRequested, { scope });
    await connecting;
    expect(created).toEqual([]);
    expect(scope.getState($socket)).toBeNull();
  });

  it('replaces the previous socket when a new session connects', async () => {
    const scope = fork();
    await allSettled(realtimeConnectRequested, { scope, params: { token: 'token-1' } });
    await allSettled(realtimeConnectRequested, { scope, params: { token: 'token-2' } });
    expect(created.map(({ token, disconnected }) => ({ token, disconnected }))).toEqual([
      { token: 'token-1', disconnected: true },
      { token: 'token-2', disconnected: false },
    ]);
    expect(scope.getState($socket)).toBe(created[1]);
  });
});
