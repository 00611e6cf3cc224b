// A user's room reports itself open or closed, closes when asked, and sends the signals the rest of the app
// listens to when the user leaves it or it lets go of the socket.
export {
  openRoomReported,
  openRoomCloseRequested,
  returnedFromCall,
  userRoomExitRequested,
  userRoomSocketReleased,
} from '../model/open-room';
export type { OpenRoom } from '../model/open-room';
