import { Center } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { allSettled, scopeBind, type Scope } from 'effector';
import { useProvidedScope } from 'effector-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { getBrowserRealtime } from '@mocks/browser/realtime';
import type { Socket } from 'socket.io-client';
import { $realtimeConnected, $socket, realtimeConnected, realtimeMessageReceived } from '@/shared/api';
import { microphoneSourceSet, type MicrophoneSource } from '@/entities/microphone';
import { signedIn, type SessionUser } from '@/entities/user';
import { ROUTES, SESSION_KEYS } from '@/shared/config';
import { NavigationBridge } from '@/shared/lib';
import { Spinner } from '@/shared/ui';

/**
 * Call-room stories against the in-browser mock backend: signs in as the seeded host (and, for the user room,
 * as the first seeded sub-user), makes sure the host has an active call, replaces the microphone with a
 * generated tone (or a refusal), then opens the room's URL. `storyCall.meetingId` is the live call for
 * `play` functions driving the other side with `@mocks/browser/peers`.
 */
export interface CallRoomOptions {
  role: 'host' | 'user';
  microphone?: 'granted' | 'denied';
  /** Runs once the call exists, before the room opens (e.g. someone else takes the only seat). */
  before?: (meetingId: string) => Promise<void>;
}

export { shown } from './portal';

export const storyCall = { meetingId: '', ready: false };

/** Resolves with the meeting id once the decorator has opened the room (play starts before that). */
export async function callReady(timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  while (!storyCall.ready) {
    if (Date.now() - started > timeoutMs) throw new Error('call room story: setup did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return storyCall.meetingId;
}

type Auth = { token: string; user: SessionUser & { hostId?: string } };

/** The session id (`sid`) a signed-in token carries in its JWT payload. */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return String((JSON.parse(json) as { sid?: string }).sid ?? '');
}

/**
 * Connects the story's scope to the mock's in-browser realtime server through an in-memory socket: the
 * page's socket.io client captures WebSocket before msw can intercept it, so stories bridge directly.
 */
async function bridgeRealtime(scope: Scope, { token, user }: Auth) {
  // The app's socket owner opened a socket.io connection on sign-in; it cannot reach the in-browser server.
  const current = scope.getState($socket) as (Socket & { bridged?: boolean }) | null;
  if (current && !current.bridged) current.disconnect();
  const { server, logic } = getBrowserRealtime();
  const received = scopeBind(realtimeMessageReceived, { scope });
  const memory = server.createSocket({
    deliver: (event, payload) => received({ event, payload }),
    close: () => {},
  });
  memory.data.identity = {
    id: user._id,
    userId: user.isHost ? user._id : (user.userId ?? user._id),
    name: user.name,
    role: user.isHost ? 'host' : 'user',
    hostId: user.isHost ? user._id : (user.hostId ?? ''),
    // The server re-checks the session behind every event, as it does for a real socket's token.
    sid: sessionIdOf(token),
  };
  logic.handleConnection(memory);
  const socket = {
    bridged: true,
    connected: true,
    emit: (event: string, payload?: unknown) => memory.receive(event, payload),
    disconnect: () => memory.disconnect(),
  } as unknown as Socket;
  await allSettled($socket, { scope, params: socket });
  await allSettled($realtimeConnected, { scope, params: true });
  await allSettled(realtimeConnected, { scope });
}

/** Waits (briefly) for the socket the app's owner opens on sign-in: it loads the socket.io client first. */
async function appSocketOpened(scope: Scope): Promise<void> {
  for (let waited = 0; waited < 3000; waited += 25) {
    const socket = scope.getState($socket) as (Socket & { bridged?: boolean }) | null;
    if (socket && !socket.bridged) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The host's active call (started when there is none): its `_id` for the host room, its meeting id for the user's. */
async function ensureActiveCall(token: string): Promise<{ callId: string; meetingId: string }> {
  const active = await fetch('/api/calls/active', {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  const { call } = (await active.json()) as { call?: { _id: string; meetingId: string } | null };
  if (call) return { callId: call._id, meetingId: call.meetingId };
  const created = await post<{ call?: { _id: string; meetingId: string }; message?: string }>(
    '/api/calls',
    { title: 'New Call', type: 'audio' },
    token,
  );
  if (!created.body.call) {
    throw new Error(`call room story: no call (${created.status} ${created.body.message ?? ''})`);
  }
  return { callId: created.body.call._id, meetingId: created.body.call.meetingId };
}

/**
 * One setup at a time. The story tests render story after story in one page, so a pass left over from the
 * previous story could sign the host in again in the middle of this one, and each login ends the session
 * before it (the next request then fails with 401).
 */
let setupQueue: Promise<void> = Promise.resolve();
function queued(task: () => Promise<void>): Promise<void> {
  const run = setupQueue.then(task, task);
  setupQueue = run.catch(() => undefined);
  return run;
}

/** A steady 220 Hz tone, quiet enough to stay below the speaking threshold until a story says otherwise. */
export const toneMicrophone: MicrophoneSource = async () => {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  gain.gain.value = 0.01;
  oscillator.frequency.value = 220;
  const destination = context.createMediaStreamDestination();
  oscillator.connect(gain).connect(destination);
  oscillator.start();
  return destination.stream;
};

export const deniedMicrophone: MicrophoneSource = async () => {
  throw new DOMException('Permission denied', 'NotAllowedError');
};

function CallRoomSession({ options, children }: { options: CallRoomOptions; children: ReactNode }) {
  const scope = useProvidedScope();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // One sign-in per story, shared by both passes: a second login would end the first pass's session, and the
  // server closes the bridged socket of an ended session (session-invalidated), signing the story out.
  const sessions = useRef<{ host?: Auth; auth?: Auth }>({});
  const [ready, setReady] = useState(() => {
    storyCall.ready = false;
    storyCall.meetingId = '';
    return false;
  });

  // Runs again once the first navigation changes `navigate`: that second pass re-bridges the scope after the
  // app's own socket.io connection (opened by the sign-in, unreachable here) replaced the bridged socket.
  useEffect(() => {
    let cancelled = false;
    const accounts = SEEDED_ACCOUNTS.default;
    void queued(async () => {
      if (cancelled) return;
      const host = (sessions.current.host ??= (
        await post<Auth>('/api/auth/login', {
          email: accounts.host.email,
          password: accounts.host.password,
        })
      ).body);
      if (cancelled) return;
      const { callId, meetingId } = await ensureActiveCall(host.token);
      if (cancelled) return;
      storyCall.meetingId = meetingId;
      await options.before?.(meetingId);
      let auth = host;
      if (options.role === 'user') {
        const first = accounts.users[0]!;
        auth = sessions.current.auth ??= (
          await post<Auth>('/api/auth/user/login', { userId: first.userId, password: first.password })
        ).body;
      } else {
        sessionStorage.setItem(SESSION_KEYS.callStarted, 'true');
      }
      // A re-run after this story disabled the account cannot sign in again: keep the first session.
      if (cancelled || !scope || !auth?.user) return;
      // Signed in first, so the socket the app's owner then opens is the one the bridge replaces.
      scopeBind(signedIn, { scope })(auth);
      await appSocketOpened(scope);
      await bridgeRealtime(scope, auth);
      scopeBind(microphoneSourceSet, { scope })(
        options.microphone === 'denied' ? deniedMicrophone : toneMicrophone,
      );
      await navigate(options.role === 'host' ? ROUTES.hostCall(callId) : ROUTES.userCall(meetingId), {
        replace: true,
      });
      setReady(true);
      // A pass outliving its story must not mark the next story's call as ready.
      if (mounted.current) storyCall.ready = true;
    });
    return () => {
      cancelled = true;
    };
  }, [options, scope, navigate]);

  // The room renders only on its own route, as in the app: a navigation away (a sign-in's home redirect
  // racing the setup) unmounts it instead of re-opening it for a wrong meeting id.
  const onRoomRoute = useMatch(options.role === 'host' ? ROUTES.hostCall.pattern : ROUTES.userCall.pattern);
  if (!ready || !onRoomRoute) {
    return (
      <Center minH="40">
        <Spinner label="Preparing the call" />
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
 * `withCallRoom({ role })` on the meta; a story adjusts it with `parameters.callRoom` (e.g. `{ microphone:
 * 'denied' }`), so one session is set up per story.
 */
export function withCallRoom(defaults: CallRoomOptions): Decorator {
  return function CallRoomDecorator(Story, context) {
    const [options] = useState<CallRoomOptions>(() => ({
      ...defaults,
      ...((context.parameters.callRoom as Partial<CallRoomOptions> | undefined) ?? {}),
    }));
    return (
      <CallRoomSession options={options}>
        <Story />
      </CallRoomSession>
    );
  };
}
