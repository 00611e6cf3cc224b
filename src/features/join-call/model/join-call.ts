// A user joins a call (spec 02 §2, §7): when the room asks, the server is asked to admit the user, and the
// room is told the call it joined, or why not (the room then says so and leaves for the dashboard).
import { createEffect, sample } from 'effector';
import {
  $userRoomMeetingId,
  userRoomJoined,
  userRoomJoinFailed,
  userRoomJoinRequested,
} from '@/entities/user-room';
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

/** Only the open room's answer counts: one for a room left (or left for another) is dropped. */
const forOpenRoom = (open: string | null, { params }: { params: string }) => open === params;

sample({ clock: userRoomJoinRequested, target: joinUserCallFx });
sample({
  clock: joinUserCallFx.done,
  source: $userRoomMeetingId,
  filter: forOpenRoom,
  fn: (_, { result }) => ({ call: result, joinedAt: Date.now() }),
  target: userRoomJoined,
});
sample({
  clock: joinUserCallFx.fail,
  source: $userRoomMeetingId,
  filter: forOpenRoom,
  fn: (_, { error }) => getErrorMessage(error, 'Failed to join call'),
  target: userRoomJoinFailed,
});
