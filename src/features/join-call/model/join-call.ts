// A user joins a call (spec 02 §2, §7): when the room asks, the server is asked to admit the user, and the
// room is told the call it joined, or why not (the room then says so and leaves for the dashboard).
import { createEffect, createStore, sample } from 'effector';
import { userRoomJoined, userRoomJoinFailed, userRoomJoinRequested } from '@/entities/user-room';
import { getErrorMessage } from '@/shared/api';
import { joinCall } from '../api/join-call';

/** Only an active call with a meeting id can be joined. */
export const joinUserCallFx = createEffect(async (meetingId: string) => {
  const call = await joinCall(meetingId);
  if (call.status !== 'active') throw new Error('Call is not active');
  if (!call.meetingId) throw new Error('No meeting ID in call data');
  return call;
});
/** The join request is out: the page shows 'Connecting to call...'. */
export const $joining = joinUserCallFx.pending;

/** The meeting the room asked for last: the answer for an earlier one (a room left for another) is dropped. */
const $requested = createStore<string | null>(null).on(userRoomJoinRequested, (_, meetingId) => meetingId);
const forLatest = (requested: string | null, { params }: { params: string }) => requested === params;

sample({ clock: userRoomJoinRequested, target: joinUserCallFx });
sample({
  clock: joinUserCallFx.done,
  source: $requested,
  filter: forLatest,
  fn: (_, { result }) => ({ call: result, joinedAt: Date.now() }),
  target: userRoomJoined,
});
sample({
  clock: joinUserCallFx.fail,
  source: $requested,
  filter: forLatest,
  fn: (_, { error }) => getErrorMessage(error, 'Failed to join call'),
  target: userRoomJoinFailed,
});
