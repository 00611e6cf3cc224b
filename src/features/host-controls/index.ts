// What the host does to the call and its participants: mute, unmute, kick and disable one participant, and end
// the call for everyone.
export {
  participantMuteToggled,
  participantKickRequested,
  participantDisableRequested,
} from './model/participant-controls';
export { endCallConfirmed, endHostCallFx } from './model/end-call';
