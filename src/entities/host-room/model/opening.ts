// Opening the host room: the call and the microphone, then create-room once the session's socket is connected
// (again after every reconnection; app/model/realtime-connection owns the socket); any setup error ends on the
// dashboard. The call page opens the room only in a tab that started the call (its callStarted guard).
import { sample } from 'effector';
import { getErrorMessage, REALTIME_EVENTS } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { localMicEnabledSet, micRequested } from '@/entities/microphone/@x/host-room';
import {
  $hostCall,
  $hostMuted,
  $hostRoomCallId,
  $hostRoomPhase,
  $hostSpeaking,
  $inRoom,
  $participants,
  fetchHostCallFx,
  hostReconnect,
  hostRoomExitRequested,
  hostRoomNoticeRaised,
  roomEntered,
  roomNotFound,
  setupFailed,
} from './units';
import {
  connectivityWatchStarted,
  relayBeforeJoin,
  ROOM_NOTICE_TEXT,
  announceWhenConnected,
} from '@/entities/call-room/@x/host-room';

// The route carries the call's `_id`; the call fetched by it brings the meeting id create-room needs.
const callIdGiven = sample({
  clock: roomEntered,
  filter: ({ callId }) => Boolean(callId),
  fn: ({ callId }) => callId as string,
});
sample({
  clock: roomEntered,
  filter: ({ callId }) => !callId,
  fn: () => ({ tone: 'error' as const, text: 'No call ID provided' }),
  target: hostRoomNoticeRaised,
});
sample({
  clock: roomEntered,
  filter: ({ callId }) => !callId,
  fn: () => ({ to: ROUTES.dashboard, replace: true }),
  target: hostRoomExitRequested,
});

sample({ clock: callIdGiven, target: fetchHostCallFx });
sample({ clock: fetchHostCallFx, fn: () => 'connecting' as const, target: $hostRoomPhase });
$hostMuted.reset(roomEntered);
$hostSpeaking.reset(roomEntered);
$participants.reset(roomEntered);

// Only the first answer for the room being opened counts: a late one for a room left meanwhile (or left for
// another call) changes nothing, a refusal included, which would otherwise pull the host off their page.
const answered = sample({
  clock: fetchHostCallFx.done,
  source: { phase: $hostRoomPhase, current: $hostCall, asked: $hostRoomCallId },
  filter: ({ phase, current, asked }, { params }) =>
    phase === 'connecting' && current === null && asked === params,
  fn: (_, { result }) => result,
});
sample({
  clock: answered,
  filter: (call) => call.status !== 'active',
  fn: () => 'Call is not active',
  target: setupFailed,
});
const callReady = sample({ clock: answered, filter: (call) => call.status === 'active' });
sample({ clock: callReady, target: $hostCall });
sample({
  clock: fetchHostCallFx.fail,
  source: { phase: $hostRoomPhase, asked: $hostRoomCallId },
  filter: ({ phase, asked }, { params }) => phase === 'connecting' && asked === params,
  fn: (_, { error }) => getErrorMessage(error, 'Failed to load call'),
  target: setupFailed,
});
sample({ clock: callReady, target: [micRequested, connectivityWatchStarted] });
sample({ clock: callReady, fn: () => true, target: localMicEnabledSet });

// create-room once the call and its relay servers (asked for alongside the call) are known and the socket is
// up; again after every reconnection. An iOS host (relay-only) without a relay cannot hold a call.
const relay = relayBeforeJoin({ asked: callIdGiven, admitted: callReady }, $hostCall);
sample({ clock: relay.missing, fn: () => ROOM_NOTICE_TEXT['relay-missing'], target: setupFailed });
const createRoomDue = announceWhenConnected({
  ready: relay.ready,
  $call: relay.$joinableCall,
  $inRoom,
  message: (call, user) => ({
    event: REALTIME_EVENTS.createRoom,
    payload: { roomName: call.meetingId, hostId: user?._id ?? call.hostId },
  }),
});
sample({ clock: createRoomDue, fn: () => 'live' as const, target: $hostRoomPhase });
sample({ clock: createRoomDue, target: hostReconnect.established });

// Any setup error sends the host to the dashboard (spec 02 §2, §8).
sample({
  clock: setupFailed,
  fn: (text) => ({ tone: 'error' as const, text }),
  target: hostRoomNoticeRaised,
});
sample({
  clock: roomNotFound,
  source: $hostRoomPhase,
  filter: (phase) => phase === 'connecting' || phase === 'live',
  fn: () => 'Call room not found. The call may have ended.',
  target: setupFailed,
});
