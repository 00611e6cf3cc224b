import { Center, Spinner } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useCallback, useState, type ReactNode } from 'react';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { signedIn, type SessionUser } from '@/entities/user';
import { NavigationBridge } from '@/shared/lib';
import { useStartOnMount } from './mount-that-stays';

export interface UserSessionOptions {
  /** false: the host's seeded active call is ended first (default: left as seeded, active). */
  activeCall?: boolean;
  /** Marks every notification of the sub-user read on the server first. */
  readAll?: boolean;
}

type Auth = { token: string; user: SessionUser };

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function prepare(options: UserSessionOptions): Promise<Auth> {
  const { host, users } = SEEDED_ACCOUNTS.default;
  if (options.activeCall === false) {
    const owner = await call<Auth>('POST', '/api/auth/login', undefined, {
      email: host.email,
      password: host.password,
    });
    const { call: active } = await call<{ call: { _id: string } | null }>(
      'GET',
      '/api/calls/active',
      owner.token,
    );
    if (active) await call('POST', `/api/calls/${active._id}/end`, owner.token);
  }
  const first = users[0]!;
  const auth = await call<Auth>('POST', '/api/auth/user/login', undefined, {
    userId: first.userId,
    password: first.password,
  });
  if (options.readAll) await call('PATCH', '/api/notifications/read-all', auth.token);
  return auth;
}

function UserSession({ options, children }: { options: UserSessionOptions; children: ReactNode }) {
  const signIn = useUnit(signedIn);
  const [ready, setReady] = useState(false);
  // One login, from the mount that stays: the server keeps one live session per account, and StrictMode's
  // trial mount would race a second login that can finish last and revoke the session the story uses.
  const logIn = useCallback(
    (cancelled: () => boolean) => {
      void prepare(options).then((auth) => {
        if (cancelled()) return;
        signIn(auth);
        setReady(true);
      });
    },
    [options, signIn],
  );
  useStartOnMount(logIn);
  if (!ready) {
    return (
      <Center minH="40">
        <Spinner role="status" aria-label="Signing in" />
      </Center>
    );
  }
  return (
    <>
      <NavigationBridge />
      {children}
    </>
  );
}

/**
 * Story decorator: signs the default scenario's first sub-user (Ravi, PA100001, one unread notification) in
 * against the in-browser mock backend. `parameters.userSession` ({ activeCall, readAll }) shapes the data.
 */
export const withUserSession: Decorator = (Story, context) => {
  const options = (context.parameters.userSession ?? {}) as UserSessionOptions;
  return (
    <UserSession key={context.id} options={options}>
      <Story />
    </UserSession>
  );
};
