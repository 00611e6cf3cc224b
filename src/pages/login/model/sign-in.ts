import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { homePathFor, signedIn, type AuthReply } from '@/entities/user';
import { POST_AUTH_SPINNER_MS } from '@/shared/config';
import { delayFx, navigateFx } from '@/shared/lib';
import { signIn } from '../api/sign-in';
import { toast } from '@/shared/ui';

export const LOGIN_MESSAGES = {
  required: 'Please fill in all required fields',
  success: 'Login successful',
  failed: 'Login failed',
} as const;

export interface LoginValues {
  identifier: string;
  password: string;
}

/** The page is shown: a message from an earlier visit is not shown again. */
export const LoginGate = createGate('LoginPage');
export const loginSubmitted = createEvent<LoginValues>();
export const loginErrorDismissed = createEvent();

export const signInFx = createEffect(signIn);
const spinnerFx = attach({ effect: delayFx });

/** The inline message under the form (also raised as a toast); cleared on the next attempt or visit. */
export const $loginError = createStore<string | null>(null).reset([
  loginSubmitted,
  loginErrorDismissed,
  LoginGate.open,
]);
/** The 2-second full-screen spinner between 'Login successful' and the role's home (spec 01 §2). */
export const $loginCompleting = createStore(false);
export const $loginPending = signInFx.pending;

const validated = sample({
  clock: loginSubmitted,
  source: $loginCompleting,
  filter: (completing) => !completing,
  fn: (_, values) => ({ identifier: values.identifier.trim(), password: values.password }),
});

const invalid = sample({ clock: validated, filter: ({ identifier, password }) => !identifier || !password });
sample({ clock: invalid, fn: () => LOGIN_MESSAGES.required, target: [$loginError, toast.error] });

sample({
  clock: validated,
  source: signInFx.pending,
  filter: (pending, values) => !pending && Boolean(values.identifier && values.password),
  fn: (_, values) => values,
  target: signInFx,
});

sample({
  clock: signInFx.failData,
  fn: (error) => error.message || LOGIN_MESSAGES.failed,
  target: [$loginError, toast.error],
});

sample({ clock: signInFx.done, fn: () => LOGIN_MESSAGES.success, target: toast.success });
sample({ clock: signInFx.done, fn: () => true, target: $loginCompleting });
const $pendingSession = createStore<AuthReply | null>(null, { serialize: 'ignore' });
sample({ clock: signInFx.doneData, target: $pendingSession });
sample({ clock: signInFx.done, fn: () => POST_AUTH_SPINNER_MS, target: spinnerFx });

// After the spinner: store the session and go to the role's home (history replaced so Back skips /login).
const completed = sample({ clock: spinnerFx.done, source: $pendingSession, filter: Boolean });
sample({ clock: completed, target: signedIn });
sample({
  clock: completed,
  fn: ({ user }) => ({ to: homePathFor(user.isHost ? 'host' : 'user'), replace: true }),
  target: navigateFx,
});
$pendingSession.reset(completed);
$loginCompleting.reset(completed);
