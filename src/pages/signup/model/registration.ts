import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { signedIn, type AuthReply } from '@/entities/user';
import { APP_NAME, POST_AUTH_SPINNER_MS, ROUTES } from '@/shared/config';
import { delayFx, navigateFx } from '@/shared/lib';
import { register } from '../api/register';
import { toast } from '@/shared/ui';

export const REGISTER_MESSAGES = {
  success: `Registration successful! Welcome to ${APP_NAME}.`,
  failed: 'Registration failed',
} as const;

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  otp: string;
}

/** 'Verify' on step 2 with the complete code. */
export const registrationRequested = createEvent<RegisterValues>();
/** The 'Congratulations' modal's button: store the session and open /dashboard with history replaced. */
export const registrationFinished = createEvent();
export const registrationReset = createEvent();

export const registerFx = createEffect(register);
const spinnerFx = attach({ effect: delayFx });

/** 'idle' → 'registering' (request) → 'spinner' (2 s) → 'congratulations' (modal) (spec 01 §4). */
export type RegistrationPhase = 'idle' | 'registering' | 'spinner' | 'congratulations';
export const $registrationPhase = createStore<RegistrationPhase>('idle').reset(registrationReset);
export const $registrationError = createStore<string | null>(null)
  .reset(registrationRequested)
  .reset(registrationReset);
const $registeredSession = createStore<AuthReply | null>(null, { serialize: 'ignore' }).reset(
  registrationReset,
);

sample({
  clock: registrationRequested,
  source: $registrationPhase,
  filter: (phase) => phase === 'idle',
  fn: (_, values) => values,
  target: registerFx,
});
$registrationPhase
  .on(registerFx, () => 'registering')
  .on(registerFx.fail, () => 'idle')
  .on(registerFx.done, () => 'spinner')
  .on(spinnerFx.done, () => 'congratulations');

sample({ clock: registerFx.doneData, target: $registeredSession });
sample({ clock: registerFx.done, fn: () => REGISTER_MESSAGES.success, target: toast.success });
sample({ clock: registerFx.done, fn: () => POST_AUTH_SPINNER_MS, target: spinnerFx });
sample({
  clock: registerFx.failData,
  fn: (error) => error.message || REGISTER_MESSAGES.failed,
  target: [$registrationError, toast.error],
});

const finished = sample({
  clock: registrationFinished,
  source: $registeredSession,
  filter: Boolean,
});
sample({ clock: finished, target: signedIn });
sample({ clock: finished, fn: () => ({ to: ROUTES.dashboard, replace: true }), target: navigateFx });
sample({ clock: finished, target: registrationReset });
