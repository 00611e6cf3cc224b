import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $inputDeviceId, $localStream, inputDeviceSelected, openMicFx, reacquireMicFx } from './microphone';

const track = () => ({ readyState: 'live', enabled: true, stop: vi.fn() });
const stream = (id: string) => {
  const tracks = [track()];
  return { id, getTracks: () => tracks, getAudioTracks: () => tracks } as unknown as MediaStream;
};

describe('reopening the microphone', () => {
  it('opens the chosen input again and replaces (and stops) the stream it held', async () => {
    const old = stream('old');
    const fresh = stream('fresh');
    const opened: Array<string | null> = [];
    const scope = fork({
      values: [[$localStream, old]],
      handlers: [
        [
          openMicFx,
          // An attached effect's handler gets its source (the stand-in getUserMedia) before the params.
          async (_source: unknown, deviceId: string | null) => {
            opened.push(deviceId);
            return fresh;
          },
        ],
      ],
    });
    await allSettled(inputDeviceSelected, { scope, params: 'usb-mic' });
    opened.length = 0;
    await expect(allSettled(reacquireMicFx, { scope })).resolves.toEqual({ status: 'done', value: fresh });
    expect(opened).toEqual(['usb-mic']);
    expect(scope.getState($inputDeviceId)).toBe('usb-mic');
    expect(scope.getState($localStream)).toBe(fresh);
    expect(old.getTracks()[0]!.stop).toHaveBeenCalled();
  });
});
