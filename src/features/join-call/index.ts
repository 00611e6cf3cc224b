// A user joins a call: asks the server to admit the user to the meeting the room opened, and tells the room.
export { joinUserCallFx, $joining } from './model/join-call';
