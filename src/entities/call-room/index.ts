// What the host's and a user's call rooms share (spec 02): the rules and effects both rooms are built from
// (through `@x`), and the parts of a room's page: its frame, a participant's audio, the leave guard, the footer,
// the notices' text.
// The rooms themselves are entities/host-room and entities/user-room, so each call page loads only its own.
export { ROOM_NOTICE_TEXT } from './model/room-types';
export type { RoomParticipant, RoomExit } from './model/room-types';
export { RemoteAudio } from './ui/RemoteAudio';
export { RoomLeaveGuard } from './ui/RoomLeaveGuard';
export { RoomFooter } from './ui/RoomFooter';
export { RoomFrame } from './ui/RoomFrame';
