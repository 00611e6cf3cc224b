// What the rest of the app knows of this tab's call room without loading it (the room entities and their
// WebRTC code load with the call pages): which room is open, the signals a room sends when the user leaves
// it or it lets go of the socket, and the request to close it.
export {
  $openRoom,
  openRoomCloseRequested,
  returnedFromCall,
  userRoomExitRequested,
  userRoomSocketReleased,
} from './model/open-room';
export type { OpenRoom, RoomExit } from './model/open-room';
