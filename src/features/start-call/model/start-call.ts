import { createEffect, createEvent, createStore, sample } from 'effector';
import { ACTIVE_CALL_EXISTS, NOT_AUTHENTICATED, createCall, fetchActiveCall } from '@/entities/call';
import { $subscriptionStatus } from '@/entities/subscription';
import { ApiError, getErrorMessage } from '@/shared/api';
import { NEW_CALL_RENEWAL_PROMPT_DAYS, ROUTES, SESSION_KEYS } from '@/shared/config';
import { navigateFx, writeString } from '@/shared/lib';
import { toast } from '@/shared/ui';

/** 'New Call' (dashboard and calls page). */
export const newCallClicked = createEvent();
export const expiringCallConfirmed = createEvent();
export const expiringCallCancelled = createEvent();

export const $expiringModalOpen = createStore(false);

/** POST /api/calls; 'You already have an active call' resolves to that call instead (resume). */
export const startCallFx = createEffect(async (): Promise<{ callId: string; resumed: boolean }> => {
  try {
    return { ...(await createCall()), resumed: false };
  } catch (error) {
    if (!(error instanceof ApiError) || error.message !== ACTIVE_CALL_EXISTS) throw error;
    const body = error.body as { call?: { _id?: unknown } } | null;
    if (typeof body?.call?._id === 'string') return { callId: body.call._id, resumed: true };
    const active = await fetchActiveCall().catch(() => null);
    if (!active) throw error;
    return { callId: active._id, resumed: true };
  }
});

/** Calls pages require the session flag callStarted = 'true' (spec 02 §2). */
export const enterCallFx = createEffect((callId: string) => {
  writeString('session', SESSION_KEYS.callStarted, 'true');
  return ROUTES.hostCall(callId);
});

export const $startCallBusy = createStore(false)
  .on(startCallFx, () => true)
  .on(startCallFx.fail, () => false)
  .on(enterCallFx.finally, () => false)
  .reset(expiringCallCancelled);

const needsWarning = (status: { isActive: boolean; daysRemaining: number }) =>
  status.isActive && status.daysRemaining < NEW_CALL_RENEWAL_PROMPT_DAYS;

// Busy while the modal is up too, so a second click cannot start a parallel request.
sample({
  clock: newCallClicked,
  source: { busy: $startCallBusy, open: $expiringModalOpen, status: $subscriptionStatus },
  filter: ({ busy, open, status }) => !busy && !open && needsWarning(status),
  fn: () => true,
  target: $expiringModalOpen,
});
sample({
  clock: newCallClicked,
  source: { busy: $startCallBusy, open: $expiringModalOpen, status: $subscriptionStatus },
  filter: ({ busy, open, status }) => !busy && !open && !needsWarning(status),
  target: startCallFx,
});
$expiringModalOpen.reset([expiringCallConfirmed, expiringCallCancelled]);
sample({ clock: expiringCallConfirmed, target: startCallFx });

sample({ clock: startCallFx.doneData, fn: ({ callId }) => callId, target: enterCallFx });
sample({ clock: enterCallFx.doneData, fn: (to) => ({ to }), target: navigateFx });
sample({
  clock: startCallFx.doneData,
  filter: ({ resumed }) => resumed,
  fn: () => `${ACTIVE_CALL_EXISTS}. Resuming it.`,
  target: toast.info,
});
sample({
  clock: startCallFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to initiate call'),
  target: toast.error,
});
// Spec 02 §5: no stored token leads to /login, any other failure to / (the role's home).
sample({
  clock: startCallFx.failData,
  fn: (error) => ({
    to: error instanceof ApiError && error.message === NOT_AUTHENTICATED ? ROUTES.login : ROUTES.landing,
  }),
  target: navigateFx,
});

/** 'Join Active Call' and other resumes: flag, then /host/call/{callId}. */
export const activeCallJoined = createEvent<string>();
sample({ clock: activeCallJoined, target: enterCallFx });
