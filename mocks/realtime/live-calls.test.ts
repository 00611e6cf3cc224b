// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIP_GRACE_MS, createLiveCalls } from './live-calls';
import { MemoryRealtimeServer } from './memory';

const HOUR = 60 * 60 * 1000;
const asha = { socketId: 's1', id: 'u1', userId: 'PL100001', userName: 'Asha' };

function seated() {
  const live = createLiveCalls(new MemoryRealtimeServer());
  const call = live.openCall('abc-defg-hij', 'h1');
  live.seatParticipant(call, asha);
  return { live, call };
}

describe('which meetings a clip may name', () => {
  afterEach(() => vi.useRealTimers());

  it('the one a user is in, and for a day after leaving it or its end: the outbox sends a clip whose tab closed first', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { live, call } = seated();
    expect(live.acceptsClip(asha.id, call.meetingId)).toBe(true);
    live.endCall(call.meetingId, 'h1', 'call-ended');
    vi.setSystemTime(Date.now() + 23 * HOUR);
    expect(live.acceptsClip(asha.id, call.meetingId)).toBe(true);
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(CLIP_GRACE_MS).toBeLessThan(25 * HOUR);
    expect(live.acceptsClip(asha.id, call.meetingId)).toBe(false);
    expect(live.acceptsClip(asha.id, 'another-meeting')).toBe(false);
  });

  it('none once the user is kicked or disabled, even before the call ends', () => {
    const { live, call } = seated();
    live.removeParticipant(call, 'kicked', { final: true });
    expect(live.acceptsClip(asha.id, call.meetingId)).toBe(false);
    live.endCall(call.meetingId, 'h1', 'call-ended');
    expect(live.acceptsClip(asha.id, call.meetingId)).toBe(false);
  });
});
