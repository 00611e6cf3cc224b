// The call room entity reports the open room (its tests read it back) and sends the signals the rest of the
// app listens to.
export {
  $openRoom,
  openRoomReported,
  openRoomCloseRequested,
  returnedFromCall,
  userRoomExitRequested,
  userRoomSocketReleased,
} from '../model/open-room';
export type { OpenRoom, RoomExit } from '../model/open-room';
