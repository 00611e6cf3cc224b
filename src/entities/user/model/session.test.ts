import { allSettled, createWatch, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getApiClient } from '@/shared/api';
import {
  $token,
  $user,
  fetchProfileFx,
  refreshSessionFx,
  SESSION_EXPIRED_MESSAGE,
  sessionStarted,
  signedIn,
  signedOut,
  storedSessionExpired,
} from './session';
import type { SessionUser } from './types';

const host: SessionUser = { _id: 'h1', name: 'Asha Rao', email: 'asha@example.com', isHost: true };

function tokenExpiringAt(expMs: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'h1', exp: Math.floor(expMs / 1000) })}.sig`;
}

afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

describe('token lifetime', () => {
  it('refreshes one hour before exp and stores the new session', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const now = Date.now();
    const first = tokenExpiringAt(now + 3 * HOUR);
    const second = tokenExpiringAt(now + 10 * HOUR);
    const refresh = vi.fn(async () => ({ token: second, user: { ...host, name: 'Asha R.' } }));
    const scope = fork({ handlers: [[refreshSessionFx, refresh]] });
    await allSettled(signedIn, { scope, params: { token: first, user: host } });

    await vi.advanceTimersByTimeAsync(2 * HOUR - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await allSettled(scope);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scope.getState($token)).toBe(second);
    expect(scope.getState($user)?.name).toBe('Asha R.');
    expect(localStorage.getItem('token')).toBe(second);
  });

  it('refreshes at once when less than an hour is left', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => ({ token: tokenExpiringAt(Date.now() + 5 * HOUR), user: host }));
    const scope = fork({ handlers: [[refreshSessionFx, refresh]] });
    await allSettled(signedIn, {
      scope,
      params: { token: tokenExpiringAt(Date.now() + 10 * 60_000), user: host },
    });
    await vi.advanceTimersByTimeAsync(0);
    await allSettled(scope);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out when the token has already expired', async () => {
    const scope = fork();
    await allSettled(signedIn, { scope, params: { token: tokenExpiringAt(Date.now() - 1000), user: host } });
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out when the refresh fails', async () => {
    vi.useFakeTimers();
    const scope = fork({
      handlers: [
        [
          refreshSessionFx,
          async () => {
            throw new ApiError(401, 'Session expired. Please login again.');
          },
        ],
      ],
    });
    await allSettled(signedIn, {
      scope,
      params: { token: tokenExpiringAt(Date.now() + 2 * HOUR), user: host },
    });
    await vi.advanceTimersByTimeAsync(HOUR);
    await allSettled(scope);
    expect(scope.getState($token)).toBeNull();
  });

  it('a sign-out cancels the pending refresh', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const scope = fork({ handlers: [[refreshSessionFx, refresh]] });
    await allSettled(signedIn, {
      scope,
      params: { token: tokenExpiringAt(Date.now() + 2 * HOUR), user: host },
    });
    await allSettled(signedOut, { scope });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    await allSettled(scope);
    expect(refresh).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBeNull();
  });

  it('a sign-out while the refresh is out stays signed out when its answer arrives', async () => {
    vi.useFakeTimers();
    let answer: (reply: { token: string; user: typeof host }) => void = () => undefined;
    const refresh = vi.fn(
      () => new Promise<{ token: string; user: typeof host }>((resolve) => (answer = resolve)),
    );
    const scope = fork({ handlers: [[refreshSessionFx, refresh]] });
    await allSettled(signedIn, {
      scope,
      params: { token: tokenExpiringAt(Date.now() + 10 * 60_000), user: host },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    const out = allSettled(signedOut, { scope });
    answer({ token: tokenExpiringAt(Date.now() + 10 * HOUR), user: host });
    await out;
    await allSettled(scope);
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('session start', () => {
  it('fetches the profile when a token is stored', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify(host));
    const scope = fork({ handlers: [[fetchProfileFx, async () => ({ ...host, name: 'Fresh Name' })]] });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($user)?.name).toBe('Fresh Name');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Fresh Name');
  });

  it("clears the session and goes to /login on 'Session expired. Please login again.'", async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify(host));
    const expired = vi.fn();
    const scope = fork({
      handlers: [
        [
          fetchProfileFx,
          async () => {
            throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
          },
        ],
      ],
    });
    // The session says where the visitor belongs; the app navigates (app/model).
    createWatch({ unit: storedSessionExpired, scope, fn: expired });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($token)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(expired.mock.calls.at(-1)?.at(-1)).toEqual({ to: '/login', replace: true });
  });

  it('keeps the stored session when the network is down', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify(host));
    const scope = fork({
      handlers: [
        [
          fetchProfileFx,
          async () => {
            throw new ApiError(0, 'Failed to fetch');
          },
        ],
      ],
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($token)).toBe('stored');
  });

  it('keeps the stored session when the API module cannot load (an offline start before it was cached)', async () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify(host));
    // What the API layer throws when its client or contract chunk cannot load (`loadApiModule`): status 0,
    // no message.
    const unloadable = async () => {
      throw new ApiError(0, '');
    };
    const scope = fork({ handlers: [[fetchProfileFx, unloadable]] });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($token)).toBe('stored');
    expect(scope.getState($user)).toEqual(host);
  });

  it('does not call the server without a token', async () => {
    const fetchProfile = vi.fn();
    const scope = fork({ handlers: [[fetchProfileFx, fetchProfile]] });
    await allSettled(sessionStarted, { scope });
    expect(fetchProfile).not.toHaveBeenCalled();
  });
});

describe('the token of every request', () => {
  it('is the session’s: set on start and sign-in, gone after sign-out', async () => {
    const seen: (string | null)[] = [];
    const server = setupServer(
      http.get('*/api/ping', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    server.listen({ onUnhandledFrame: 'error' });
    const ping = async () => (await getApiClient()).get('api/ping');
    try {
      localStorage.setItem('token', 'stored');
      localStorage.setItem('user', JSON.stringify(host));
      const scope = fork({ handlers: [[fetchProfileFx, async () => host]] });
      await allSettled(sessionStarted, { scope });
      await ping();
      await allSettled(signedIn, { scope, params: { token: 'fresh', user: host } });
      await ping();
      await allSettled(signedOut, { scope });
      await ping();
      expect(seen).toEqual(['Bearer stored', 'Bearer fresh', null]);
    } finally {
      server.close();
    }
  });
});
