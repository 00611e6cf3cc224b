export {
  $track as $playbackTrack,
  $playing as $playbackPlaying,
  playToggled,
  playbackStopped,
  playbackFailed,
  PLAYBACK_MAX_RETRIES,
  PLAYBACK_RATES,
} from './model/playback';
export type { PlaybackTrack, PlaybackRate } from './model/playback';
export { RecordingAudio } from './ui/RecordingAudio';
export { PlayButton } from './ui/PlayButton';
export { PlayerControls } from './ui/PlayerControls';
