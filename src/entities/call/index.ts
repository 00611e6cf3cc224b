// The Call record (spec 01 §4, §7): the host's calls, the active one, starting and ending one, and whether a
// call counts as started. The live rooms are entities/host-room and entities/user-room.
export {
  fetchHostCalls,
  fetchHostCallsStartedSince,
  fetchActiveCall,
  createCall,
  endCall,
} from './api/calls';
export {
  FAILED_TO_INITIATE_CALL,
  INVALID_CALL_DATA,
  ACTIVE_CALL_EXISTS,
  NOT_AUTHENTICATED,
} from './api/messages';
export { isCallActive } from './lib/status';
