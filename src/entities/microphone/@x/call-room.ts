// Cross-entity API for `entities/call-room`: both rooms send the microphone's stream and release it when they
// close; the rooms' tests replace getUserMedia and the permission query.
export {
  micReleased,
  $localStream,
  $localMicEnabled,
  openMicFx,
  queryMicPermissionFx,
} from '../model/microphone';
