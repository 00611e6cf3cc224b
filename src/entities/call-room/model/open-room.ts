import { combine } from 'effector';
import { $hostCall, $hostRoomPhase } from './host-room';
import { $userCall, $userRoomPhase } from './user-room';

/**
 * The call room this tab has open, whichever role: set while a room is opening or live, with the meeting id
 * the server's rooms know (never the call's `_id`, which the host room's route carries) once the call loaded.
 */
export const $openRoom = combine(
  { hostPhase: $hostRoomPhase, hostCall: $hostCall, userPhase: $userRoomPhase, userCall: $userCall },
  ({ hostPhase, hostCall, userPhase, userCall }): { meetingId: string | null } | null => {
    if (hostPhase === 'connecting' || hostPhase === 'live') return { meetingId: hostCall?.meetingId ?? null };
    if (userPhase === 'joining' || userPhase === 'connected')
      return { meetingId: userCall?.meetingId ?? null };
    return null;
  },
);
