import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import {
  audioAttached,
  audioDetached,
  durationChanged,
  playbackEnded,
  playbackErrored,
  playingChanged,
  timeUpdated,
} from '../model/playback';

/** The one audio element of a recordings page: one file plays at a time, the model drives it. */
export function RecordingAudio() {
  const events = useUnit({
    audioAttached,
    audioDetached,
    durationChanged,
    playbackEnded,
    playbackErrored,
    playingChanged,
    timeUpdated,
  });
  const ref = useCallback(
    (audio: HTMLAudioElement | null) => {
      if (!audio) return;
      events.audioAttached(audio);
      return () => events.audioDetached();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bound units are stable
    [],
  );
  return (
    <audio
      ref={ref}
      preload="none"
      data-testid="recording-audio"
      hidden
      onTimeUpdate={(event) => events.timeUpdated(event.currentTarget.currentTime)}
      onDurationChange={(event) => events.durationChanged(event.currentTarget.duration)}
      onPlay={() => events.playingChanged(true)}
      onPause={() => events.playingChanged(false)}
      onEnded={() => events.playbackEnded()}
      onError={(event) => {
        // Removing the source on stop also reports an error; only a real source's failure counts.
        if (event.currentTarget.getAttribute('src')) events.playbackErrored();
      }}
    />
  );
}
