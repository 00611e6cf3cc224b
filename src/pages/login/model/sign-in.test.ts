import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $token, $user, type SessionUser } from '@/entities/user';
import { navigateFx } from '@/shared/lib';
import { signIn } from '../api/sign-in';
import { $loginCompleting, $loginError, LoginGate, loginSubmitted, signInFx } from './sign-in';

const host: SessionUser = { _id: 'h1', name: 'Asha Rao', email: 'asha@example.com', isHost: true };
const subUser: SessionUser = { _id: 'u1', userId: 'PRL-1001', name: 'Uma Iyer', isHost: false };

const server = setupServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('signIn (host path, then user-id path)', () => {
  it('uses the host path when it succeeds', async () => {
    const userPath = vi.fn();
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 't-host', user: host })),
      http.post('*/api/auth/user/login', () => {
        userPath();
        return HttpResponse.json({ message: 'unused' }, { status: 500 });
      }),
    );
    await expect(signIn({ identifier: 'asha@example.com', password: 'secret' })).resolves.toEqual({
      token: 't-host',
      user: host,
    });
    expect(userPath).not.toHaveBeenCalled();
  });

  it('falls back to the user-id path with the identifier as userId', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      ),
      http.post('*/api/auth/user/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 't-user', user: subUser });
      }),
    );
    const reply = await signIn({ identifier: 'PRL-1001', password: 'pw' });
    expect(reply.token).toBe('t-user');
    expect(body).toEqual({ userId: 'PRL-1001', password: 'pw' });
  });

  it("reports the user-id path's server message when both fail", async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      ),
      http.post('*/api/auth/user/login', () =>
        HttpResponse.json({ message: 'Your account has been disabled' }, { status: 403 }),
      ),
    );
    await expect(signIn({ identifier: 'PRL-1', password: 'x' })).rejects.toThrow(
      'Your account has been disabled',
    );
  });

  it("falls back to 'Invalid credentials' without a server message", async () => {
    server.use(
      http.post('*/api/auth/login', () => new HttpResponse(null, { status: 401 })),
      http.post('*/api/auth/user/login', () => new HttpResponse(null, { status: 401 })),
    );
    await expect(signIn({ identifier: 'x', password: 'y' })).rejects.toThrow('Invalid credentials');
  });

  it("answers 'Invalid response from server' when token or user is missing", async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ message: 'no' }, { status: 401 })),
      http.post('*/api/auth/user/login', () => HttpResponse.json({ token: 'only-token' })),
    );
    await expect(signIn({ identifier: 'x', password: 'y' })).rejects.toThrow('Invalid response from server');
  });
});

describe('login model', () => {
  it('does not show an earlier visit’s message when the page is shown again', async () => {
    const scope = fork();
    await allSettled(LoginGate.open, { scope, params: undefined });
    await allSettled(loginSubmitted, { scope, params: { identifier: '', password: '' } });
    expect(scope.getState($loginError)).toBe('Please fill in all required fields');
    await allSettled(LoginGate.close, { scope, params: undefined });
    await allSettled(LoginGate.open, { scope, params: undefined });
    expect(scope.getState($loginError)).toBeNull();
  });

  it('requires both fields', async () => {
    const signInHandler = vi.fn();
    const scope = fork({ handlers: [[signInFx, signInHandler]] });
    await allSettled(loginSubmitted, { scope, params: { identifier: '  ', password: 'pw' } });
    expect(scope.getState($loginError)).toBe('Please fill in all required fields');
    expect(signInHandler).not.toHaveBeenCalled();
  });

  it('shows the spinner for 2 seconds, then stores the session and opens the role home', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        [signInFx, async () => ({ token: 't-user', user: subUser })],
        [navigateFx, navigate],
      ],
    });
    const settled = allSettled(loginSubmitted, { scope, params: { identifier: 'PRL-1001', password: 'pw' } });
    await vi.advanceTimersByTimeAsync(1999);
    expect(scope.getState($loginCompleting)).toBe(true);
    expect(scope.getState($token)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($loginCompleting)).toBe(false);
    expect(scope.getState($token)).toBe('t-user');
    expect(scope.getState($user)).toEqual(subUser);
    expect(navigate.mock.calls.at(-1)?.at(-1)).toEqual({ to: '/user-dashboard', replace: true });
    expect(localStorage.getItem('token')).toBe('t-user');
  });

  it('keeps the form and shows the failure message', async () => {
    const scope = fork({
      handlers: [
        [
          signInFx,
          async () => {
            throw new Error('Invalid credentials');
          },
        ],
      ],
    });
    await allSettled(loginSubmitted, { scope, params: { identifier: 'a@b.c', password: 'nope' } });
    expect(scope.getState($loginError)).toBe('Invalid credentials');
    expect(scope.getState($token)).toBeNull();
  });
});
