import { createEvent, createStore, sample } from 'effector';
import { participantDisableRequested, participantKickRequested } from '@/features/host-controls';

export type ParticipantAction = 'kick' | 'disable';

/** Kick and disable ask first (both end the participant's call at once); mute is reversible and does not. */
export const actionRequested = createEvent<{ action: ParticipantAction; key: string; name: string }>();
export const actionConfirmed = createEvent();
export const actionDismissed = createEvent();

export const $pendingAction = createStore<{ action: ParticipantAction; key: string; name: string } | null>(
  null,
)
  .on(actionRequested, (_, pending) => pending)
  .reset(actionDismissed);

// Read the pending action before clearing it (a reset on the same event would run first).
const confirmed = sample({ clock: actionConfirmed, source: $pendingAction, filter: Boolean });
sample({ clock: confirmed, fn: () => null, target: $pendingAction });
sample({
  clock: confirmed,
  filter: ({ action }) => action === 'kick',
  fn: ({ key }) => key,
  target: participantKickRequested,
});
sample({
  clock: confirmed,
  filter: ({ action }) => action === 'disable',
  fn: ({ key }) => key,
  target: participantDisableRequested,
});
