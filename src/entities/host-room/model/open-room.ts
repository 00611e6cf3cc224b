import { combine, sample } from 'effector';
import { openRoomCloseRequested, openRoomReported, type OpenRoom } from '@/entities/open-room/@x/host-room';
import { $hostCall, $hostRoomPhase, hostRoomClosed } from './units';

/**
 * The host's room while it opens or is live, with the meeting id the server's rooms know (never the call's
 * `_id`, which the route carries) once the call loaded. Reported to entities/open-room, which the rest of
 * the app reads without loading the rooms; a tab has one room open at a time, so each room reports its own.
 */
const $openHere = combine($hostRoomPhase, $hostCall, (phase, call): OpenRoom =>
  phase === 'connecting' || phase === 'live' ? { meetingId: call?.meetingId ?? null } : null,
);
sample({ clock: $openHere, target: openRoomReported });

// Asked to close the open room (signed in elsewhere during a call): stop every track.
sample({ clock: openRoomCloseRequested, target: hostRoomClosed });
