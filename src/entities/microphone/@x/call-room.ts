// Cross-entity API for `entities/call-room`: a room opens the microphone, sets whether it carries sound,
// sends its stream, samples its level and releases it; the room's tests replace getUserMedia and the permission query.
export {
  micRequested,
  micReleased,
  localMicEnabledSet,
  $localStream,
  $localMicEnabled,
  openMicFx,
  queryMicPermissionFx,
} from '../model/microphone';
export { startLevelSampling } from '../model/level';
