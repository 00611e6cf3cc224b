import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { realtimeEmitted } from '@/shared/api';
import {
  $hostMuted,
  $hostRoomPhase,
  $hostSpeaking,
  hostLevelSampled,
  hostMuteToggled,
} from '@/entities/host-room/model';

function setup() {
  const scope = fork({ values: [[$hostRoomPhase, 'live']] });
  const emitted: string[] = [];
  const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: ({ event }) => emitted.push(event) });
  return { scope, emitted, unwatch };
}

describe('host speaking detection (spec 02 §4)', () => {
  it('announces speaking above 30 and stops at 30 or below, once per change', async () => {
    const { scope, emitted, unwatch } = setup();
    for (const level of [10, 31, 45, 30, 12]) await allSettled(hostLevelSampled, { scope, params: level });
    expect(emitted).toEqual(['host-speaking', 'host-stopped-speaking']);
    expect(scope.getState($hostSpeaking)).toBe(false);
    unwatch();
  });

  it('sends nothing as speaking while muted, and announces the mute', async () => {
    const { scope, emitted, unwatch } = setup();
    await allSettled(hostMuteToggled, { scope });
    expect(scope.getState($hostMuted)).toBe(true);
    await allSettled(hostLevelSampled, { scope, params: 90 });
    expect(scope.getState($hostSpeaking)).toBe(false);
    expect(emitted).toEqual(['host-muted']);
    await allSettled(hostMuteToggled, { scope });
    await allSettled(hostLevelSampled, { scope, params: 90 });
    expect(emitted).toEqual(['host-muted', 'host-unmuted', 'host-speaking']);
    unwatch();
  });
});
