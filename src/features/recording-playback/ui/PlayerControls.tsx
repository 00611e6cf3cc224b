import { Box, Group, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import Volume2 from 'lucide-react/icons/volume-2';
import VolumeX from 'lucide-react/icons/volume-x';
import { formatDuration as formatPlaybackTime } from '@/entities/recording';
import { VOLUME_STEP } from '@/shared/config';
import { Button, IconButton } from '@/shared/ui';
import {
  $duration,
  $muted,
  $playing,
  $position,
  $rate,
  $volume,
  PLAYBACK_RATES,
  mutedToggled,
  rateChanged,
  seekRequested,
  volumeChanged,
} from '../model/playback';

const rangeStyle = { accentColor: 'var(--chakra-colors-brand-solid)', width: '100%', cursor: 'pointer' };

/**
 * The expanded playing file: seek bar, current and total time, mute, volume 0 to 1 step 0.1, speed. It leaves
 * when playback ends or stops; with focus inside, focus then goes to `returnFocusTo` (the file's Play button)
 * rather than falling to the page.
 */
export function PlayerControls({
  title,
  returnFocusTo,
}: {
  title: string;
  returnFocusTo: () => HTMLElement | null;
}) {
  const controlsRef = useRef<HTMLDivElement>(null);
  const moveFocusOn = useEffectEvent(() => returnFocusTo()?.focus());
  // A layout effect's cleanup runs while the controls are still attached, so it can tell where focus is.
  useLayoutEffect(() => {
    const controls = controlsRef.current;
    return () => {
      if (controls?.contains(document.activeElement)) moveFocusOn();
    };
  }, []);
  const state = useUnit({
    duration: $duration,
    muted: $muted,
    playing: $playing,
    position: $position,
    rate: $rate,
    volume: $volume,
  });
  const actions = useUnit({ mutedToggled, rateChanged, seekRequested, volumeChanged });
  const total = state.duration;
  return (
    <Stack ref={controlsRef} gap="2" pt="2" data-testid="player-controls">
      <HStack gap="3">
        <Text fontSize="xs" fontVariantNumeric="tabular-nums" color="fg.muted" aria-hidden>
          {formatPlaybackTime(state.position)}
        </Text>
        <Box flex="1">
          <input
            type="range"
            aria-label={`Seek ${title}`}
            aria-valuetext={`${formatPlaybackTime(state.position)} of ${formatPlaybackTime(total)}`}
            min={0}
            max={total || 0}
            step={0.1}
            value={Math.min(state.position, total || 0)}
            disabled={!total}
            onChange={(event) => actions.seekRequested(Number(event.currentTarget.value))}
            style={rangeStyle}
          />
        </Box>
        <Text fontSize="xs" fontVariantNumeric="tabular-nums" color="fg.muted" data-testid="player-time">
          {/* The position shows left of the bar (hidden from assistive technology, which reads it here). */}
          <VisuallyHidden>
            {state.playing ? 'Playing, ' : 'Paused, '}
            {formatPlaybackTime(state.position)} of{' '}
          </VisuallyHidden>
          {formatPlaybackTime(total)}
        </Text>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <IconButton
          aria-label={state.muted ? 'Unmute' : 'Mute'}
          title={state.muted ? 'Unmute' : 'Mute'}
          size="xs"
          onClick={() => actions.mutedToggled()}
        >
          {state.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </IconButton>
        <Box w="7rem">
          <input
            type="range"
            aria-label="Volume"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={state.volume}
            onChange={(event) => actions.volumeChanged(Number(event.currentTarget.value))}
            style={rangeStyle}
          />
        </Box>
        <Group attached role="group" aria-label="Playback speed">
          {PLAYBACK_RATES.map((rate) => (
            <Button
              key={rate}
              size="xs"
              variant={state.rate === rate ? 'solid' : 'outline'}
              colorPalette={state.rate === rate ? 'brand' : 'gray'}
              aria-pressed={state.rate === rate}
              aria-label={`Speed ${rate}x`}
              onClick={() => actions.rateChanged(rate)}
            >
              {rate}x
            </Button>
          ))}
        </Group>
      </HStack>
    </Stack>
  );
}
