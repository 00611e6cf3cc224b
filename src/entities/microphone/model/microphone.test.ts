import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MICROPHONE_MESSAGES } from '@/shared/lib/media';
import {
  $inputDeviceId,
  $localStream,
  $micError,
  $micPermission,
  inputDeviceSelected,
  micReleased,
  micRequested,
  openMicFx,
  queryMicPermissionFx,
  reacquireMicFx,
} from './microphone';

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
    const streams = [old, stream('usb'), fresh];
    const scope = fork({
      handlers: [
        [queryMicPermissionFx, async () => 'granted'],
        [
          openMicFx,
          // An attached effect's handler gets its source (the stand-in getUserMedia) before the params.
          async (_source: unknown, deviceId: string | null) => {
            opened.push(deviceId);
            return streams.shift();
          },
        ],
      ],
    });
    await allSettled(micRequested, { scope });
    await allSettled(inputDeviceSelected, { scope, params: 'usb-mic' });
    const usb = scope.getState($localStream);
    expect(opened).toEqual([null, 'usb-mic']);
    expect(old.getTracks()[0]!.stop).toHaveBeenCalled();
    opened.length = 0;
    await expect(allSettled(reacquireMicFx, { scope })).resolves.toEqual({ status: 'done', value: fresh });
    expect(opened).toEqual(['usb-mic']);
    expect(scope.getState($inputDeviceId)).toBe('usb-mic');
    expect(scope.getState($localStream)).toBe(fresh);
    expect(usb?.getTracks()[0]!.stop).toHaveBeenCalled();
  });
});

describe('a microphone that opens after its room released it', () => {
  it('is stopped at once and never held, so the browser shows no live microphone outside a call', async () => {
    let grant: (opened: MediaStream) => void = () => undefined;
    const scope = fork({
      handlers: [
        [queryMicPermissionFx, async () => 'prompt'],
        [openMicFx, () => new Promise<MediaStream>((resolve) => (grant = resolve))],
      ],
    });
    const requested = allSettled(micRequested, { scope });
    await vi.waitFor(() => expect(scope.getState(openMicFx.pending)).toBe(true));
    // allSettled waits for the whole scope, the pending getUserMedia included: release, then answer the prompt.
    const released = allSettled(micReleased, { scope });
    const late = stream('late');
    grant(late);
    await Promise.all([requested, released]);
    expect(late.getTracks()[0]!.stop).toHaveBeenCalled();
    expect(scope.getState($localStream)).toBeNull();
  });

  it('is not opened for a device chosen while no room holds it', async () => {
    const open = vi.fn(async () => stream('unwanted'));
    const scope = fork({ handlers: [[openMicFx, open]] });
    await allSettled(inputDeviceSelected, { scope, params: 'usb-mic' });
    expect(scope.getState($inputDeviceId)).toBe('usb-mic');
    expect(open).not.toHaveBeenCalled();
    expect(scope.getState($localStream)).toBeNull();
  });
});

describe('the permission check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's message when the browser refuses the query, until the microphone it still asks for opens", async () => {
    vi.stubGlobal('navigator', { permissions: { query: () => Promise.reject(new TypeError('microphone')) } });
    let grant: (opened: MediaStream) => void = () => undefined;
    const scope = fork({
      handlers: [[openMicFx, () => new Promise<MediaStream>((resolve) => (grant = resolve))]],
    });
    const requested = allSettled(micRequested, { scope });
    await vi.waitFor(() => expect(scope.getState(openMicFx.pending)).toBe(true));
    expect(scope.getState($micError)).toBe(MICROPHONE_MESSAGES.checkFailed);
    grant(stream('mic'));
    await requested;
    expect(scope.getState($micPermission)).toBe('granted');
    expect(scope.getState($micError)).toBeNull();
  });

  it("reads 'unknown' in a browser without the Permissions API", async () => {
    vi.stubGlobal('navigator', {});
    const scope = fork({ handlers: [[openMicFx, () => Promise.reject(new Error('no microphone'))]] });
    await allSettled(micRequested, { scope });
    expect(scope.getState($micPermission)).toBe('unknown');
    expect(scope.getState($micError)).toBe(MICROPHONE_MESSAGES.failed);
  });
});
