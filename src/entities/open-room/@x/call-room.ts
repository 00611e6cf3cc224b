// Where a room sends the user when they leave it; the rooms' tests see them return to the dashboard.
export { returnedFromCall } from '../model/open-room';
export type { RoomExit } from '../model/open-room';
