// Cross-entity API for `entities/user-room`: a user's room opens the microphone, sets whether it carries sound
// (muted by default, hold to speak) and answers the host with its stream.
export { micRequested, localMicEnabledSet, $localStream } from '../model/microphone';
