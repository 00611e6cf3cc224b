// Cross-entity API for `entities/host-room`: the host's room opens the microphone, sets whether it carries
// sound, sends its stream and samples its level.
export { micRequested, localMicEnabledSet, $localStream } from '../model/microphone';
export { startLevelSampling } from '../model/level';
