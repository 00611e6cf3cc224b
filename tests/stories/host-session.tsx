import { Center, Spinner } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useCallback, useState, type ReactNode } from 'react';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { signedIn, type SessionUser } from '@/entities/user';
import { LOCAL_KEYS } from '@/shared/config';
import { NavigationBridge } from '@/shared/lib';
import { useStartOnMount } from './mount-that-stays';

type Scenario = 'default' | 'empty' | 'expiring' | 'expired' | 'large';

export interface HostSessionOptions {
  /** Seeded host to sign in as (the story's `parameters.scenario`). */
  scenario?: Scenario;
  /** Pretend the trial welcome was already shown (default true). */
  trialSeen?: boolean;
  /** Adjusts the signed-in user (e.g. the subscription end date). */
  patchUser?: (user: SessionUser) => SessionUser;
}

function HostSession({ options, children }: { options: HostSessionOptions; children: ReactNode }) {
  const signIn = useUnit(signedIn);
  const [ready, setReady] = useState(false);
  // One login, from the mount that stays: the server keeps one live session per account, and StrictMode's
  // trial mount would race a second login that can finish last and revoke the session the story uses.
  const logIn = useCallback(
    (cancelled: () => boolean) => {
      const { email, password } = SEEDED_ACCOUNTS[options.scenario ?? 'default'].host;
      void fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      })
        .then((response) => response.json() as Promise<{ token: string; user: SessionUser }>)
        .then(({ token, user }) => {
          if (cancelled()) return;
          const patched = options.patchUser ? options.patchUser(user) : user;
          if (options.trialSeen !== false) localStorage.setItem(LOCAL_KEYS.trialModalShown(user._id), 'true');
          else localStorage.removeItem(LOCAL_KEYS.trialModalShown(user._id));
          signIn({ token, user: patched });
          setReady(true);
        });
    },
    [options, signIn],
  );
  useStartOnMount(logIn);

  if (!ready) {
    return (
      <Center minH="40">
        <Spinner aria-label="Signing in" />
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
 * Story decorator: signs the seeded host of `parameters.scenario` in against the in-browser mock backend
 * before rendering. `parameters.hostSession` ({ trialSeen, patchUser }) adjusts the session.
 */
export const withHostSession: Decorator = (Story, context) => {
  const extra = (context.parameters.hostSession ?? {}) as Omit<HostSessionOptions, 'scenario'>;
  const scenario = (context.parameters.scenario as Scenario | undefined) ?? 'default';
  return (
    <HostSession key={context.id} options={{ ...extra, scenario }}>
      <Story />
    </HostSession>
  );
};

/** Moves the subscription end `days` from now (expiring-soon states without waiting). */
export function endsInDays(days: number) {
  return (user: SessionUser): SessionUser => ({
    ...user,
    subscription: {
      ...(user.subscription ?? { isActive: true, plan: 'trial', startDate: new Date().toISOString() }),
      isActive: days > 0,
      endDate: new Date(Date.now() + days * 86_400_000).toISOString(),
    },
  });
}
