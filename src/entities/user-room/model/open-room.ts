import { combine, sample } from 'effector';
import { openRoomCloseRequested, openRoomReported, type OpenRoom } from '@/entities/open-room/@x/user-room';
import { $userCall, $userRoomPhase, userRoomClosed } from './units';

/**
 * The user's room while it joins or is connected, with the meeting id once the call loaded. Reported to
 * entities/open-room, which the rest of the app reads without loading the rooms; a tab has one room open at a
 * time, so each room reports its own.
 */
const $openHere = combine($userRoomPhase, $userCall, (phase, call): OpenRoom =>
  phase === 'joining' || phase === 'connected' ? { meetingId: call?.meetingId ?? null } : null,
);
sample({ clock: $openHere, target: openRoomReported });

// Asked to close the open room (signed in elsewhere during a call): stop every track.
sample({ clock: openRoomCloseRequested, target: userRoomClosed });
