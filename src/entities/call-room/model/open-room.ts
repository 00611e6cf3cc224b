import { combine, sample } from 'effector';
import { openRoomCloseRequested, openRoomReported, type OpenRoom } from '@/entities/open-room/@x/call-room';
import { $hostCall, $hostRoomPhase, hostRoomClosed } from './host-room';
import { $userCall, $userRoomPhase, userRoomClosed } from './user-room';

/**
 * The call room this tab has open, whichever role: set while a room is opening or live, with the meeting id
 * the server's rooms know (never the call's `_id`, which the host room's route carries) once the call loaded.
 * Reported to entities/open-room, which the rest of the app reads without loading the rooms.
 */
const $roomOpenHere = combine(
  { hostPhase: $hostRoomPhase, hostCall: $hostCall, userPhase: $userRoomPhase, userCall: $userCall },
  ({ hostPhase, hostCall, userPhase, userCall }): OpenRoom => {
    if (hostPhase === 'connecting' || hostPhase === 'live') return { meetingId: hostCall?.meetingId ?? null };
    if (userPhase === 'joining' || userPhase === 'connected')
      return { meetingId: userCall?.meetingId ?? null };
    return null;
  },
);
sample({ clock: $roomOpenHere, target: openRoomReported });

// Asked to close whichever room is open (signed in elsewhere during a call): close both, stop every track.
sample({ clock: openRoomCloseRequested, target: [hostRoomClosed, userRoomClosed] });
