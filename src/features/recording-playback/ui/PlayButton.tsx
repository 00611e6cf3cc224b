import { useUnit } from 'effector-react';
import type { Ref } from 'react';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { IconButton } from '@/shared/ui';
import { $track, playToggled, type PlaybackTrack } from '../model/playback';

/** Play/Pause of one file: Play starts it (stopping any other), Pause stops and resets it. */
export function PlayButton({ track, ref }: { track: PlaybackTrack; ref?: Ref<HTMLButtonElement> }) {
  const [current, toggle] = useUnit([$track, playToggled]);
  const active = current?.id === track.id;
  return (
    <IconButton
      ref={ref}
      aria-label={`${active ? 'Pause' : 'Play'} ${track.title}`}
      title={active ? 'Pause' : 'Play'}
      size="sm"
      colorPalette="brand"
      variant={active ? 'solid' : 'ghost'}
      onClick={() => toggle(track)}
    >
      {active ? <Pause aria-hidden /> : <Play aria-hidden />}
    </IconButton>
  );
}
