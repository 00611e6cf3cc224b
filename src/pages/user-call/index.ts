// A user's call room page /user/call/{meetingId}: its gate opens and closes the user room.
export { UserCallPage } from './ui/UserCallPage';
