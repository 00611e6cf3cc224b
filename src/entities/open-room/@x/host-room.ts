// The host's room reports itself open or closed, closes when asked, and says when the host left for the
// dashboard.
export { openRoomReported, openRoomCloseRequested, returnedFromCall } from '../model/open-room';
export type { OpenRoom } from '../model/open-room';
