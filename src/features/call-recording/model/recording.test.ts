import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { FinishedRecording, MixRecorder } from '@/shared/lib/recording';
import { reacquireMicFx } from '@/entities/microphone';
import { toastFx } from '@/shared/ui';
import type * as Deliver from '../lib/deliver';
import type { DeliveryEnvironment } from '../lib/deliver';
import type { RecordingNotice } from './messages';
import {
  $lowStorageWarningOpen,
  $recordingStartedAt,
  $recordingState,
  abandonRecordingFx,
  autoRecordingPreferenceSet,
  checkStorageFx,
  discardRecordingFx,
  lowStorageConfirmed,
  lowStorageDismissed,
  preloadRecorderFx,
  recordingDiscardRequested,
  recordingRoomEntered,
  recordingRoomLeft,
  recordingSaveRequested,
  recordingSettled,
  recordingSourcesSet,
  recordingToggled,
  refreshAudioStreamFx,
  removeRecordingFilesFx,
  saveRecordingFx,
  startRecordingFx,
  stopRecordingFx,
} from './recording';

const realSave = saveRecordingFx.use.getCurrent();
const realDiscard = discardRecordingFx.use.getCurrent();
const realRefresh = refreshAudioStreamFx.use.getCurrent();

// The real delivery, into a list instead of the browser's downloads.
const downloads = vi.hoisted(() => [] as File[]);
vi.mock('../lib/deliver', async (importOriginal) => {
  const actual = await importOriginal<typeof Deliver>();
  const intoList: DeliveryEnvironment = {
    canShareFile: () => false,
    share: async () => undefined,
    download: (file) => void downloads.push(file),
  };
  return {
    ...actual,
    deliverRecordingParts: (...[parts, name]: Parameters<typeof actual.deliverRecordingParts>) =>
      actual.deliverRecordingParts(parts, name, intoList),
  };
});

const stream = (id: string, tracks = 1) =>
  ({ id, getAudioTracks: () => Array.from({ length: tracks }, () => ({})) }) as unknown as MediaStream;

function fakeRecorder(options: { tracks?: number; empty?: boolean; wav?: 'only' | 'after-mp3' } = {}) {
  const finished: FinishedRecording = {
    id: 'call-1-abc',
    startedAt: 1_000,
    endedAt: 61_000,
    durationMs: 60_000,
    file: options.empty || options.wav === 'only' ? null : new Blob(['mp3'], { type: 'audio/mpeg' }),
    wav: options.wav ? new Blob(['wav'], { type: 'audio/wav' }) : null,
  };
  const recorder: MixRecorder = {
    id: finished.id,
    startedAt: finished.startedAt,
    persistent: true,
    setStreams: vi.fn(),
    audioTrackCount: () => options.tracks ?? 1,
    stop: vi.fn(async () => finished),
    discard: vi.fn(async () => undefined),
  };
  return { recorder, finished };
}

function setup(
  options: {
    low?: boolean;
    tracks?: number;
    empty?: boolean;
    wav?: 'only' | 'after-mp3';
    /** Runs the real save (deliveries recorded by the mocked `deliverRecording`). */
    realSave?: boolean;
    startError?: string;
    failedSaves?: number;
    /** What refreshing the host's stream gives: a stream, or an error. */
    refresh?: () => Promise<MediaStream>;
    /** Refreshes for real, with the microphone entity opening this stream. */
    reopenedMic?: MediaStream;
    /** The recorder's start settles only once this does. */
    startGate?: Promise<void>;
    /** The browser refuses to delete the recording's files. */
    filesKept?: boolean;
  } = {},
) {
  let failuresLeft = options.failedSaves ?? 0;
  const { recorder, finished } = fakeRecorder(options);
  const notices: RecordingNotice[] = [];
  const started: MediaStream[][] = [];
  const saved: FinishedRecording[] = [];
  const discarded: FinishedRecording[] = [];
  const preloads = { count: 0 };
  const scope = fork({
    handlers: [
      [preloadRecorderFx, () => void (preloads.count += 1)],
      [checkStorageFx, async () => ({ low: options.low ?? false })],
      [
        startRecordingFx,
        // An attached effect's handler gets its source (the signed-in host) before the params.
        async (_host: unknown, streams: MediaStream[]) => {
          if (options.startError) throw new Error(options.startError);
          await options.startGate;
          started.push(streams);
          return recorder;
        },
      ],
      [
        refreshAudioStreamFx,
        options.reopenedMic
          ? realRefresh
          : (options.refresh ?? (async () => Promise.reject(new Error('no mic')))),
      ],
      [reacquireMicFx, async () => options.reopenedMic ?? Promise.reject(new Error('no mic'))],
      [stopRecordingFx, (r: MixRecorder) => r.stop()],
      [abandonRecordingFx, async (r: MixRecorder) => void (await r.stop())],
      [
        saveRecordingFx,
        async (f: FinishedRecording) => {
          if (options.realSave) return realSave(f);
          if (failuresLeft-- > 0) throw new Error('disk full');
          saved.push(f);
          return f.file ? 'downloaded' : 'empty';
        },
      ],
      [
        discardRecordingFx,
        async (f: FinishedRecording) => {
          discarded.push(f);
          return realDiscard(f);
        },
      ],
      [
        removeRecordingFilesFx,
        async () => {
          if (options.filesKept) throw new DOMException('The file is in use', 'NoModificationAllowedError');
        },
      ],
      [toastFx, (notice: RecordingNotice) => void notices.push(notice)],
    ],
  });
  return { scope, recorder, finished, notices, started, saved, discarded, preloads };
}

const host = stream('host');
const endedHost = {
  id: 'host-ended',
  getAudioTracks: () => [{ readyState: 'ended' }],
} as unknown as MediaStream;
const guest = stream('guest');

async function startRecording(scope: Scope) {
  await allSettled(recordingRoomEntered, { scope });
  await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [] } });
  await allSettled(recordingToggled, { scope });
}

describe('host recording model', () => {
  it('starts from idle with the mix of the host and participants, and says so', async () => {
    const { scope, started, notices } = setup();
    await allSettled(recordingRoomEntered, { scope });
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [guest] } });
    await allSettled(recordingToggled, { scope });
    expect(scope.getState($recordingState)).toBe('recording');
    expect(scope.getState($recordingStartedAt)).toBe(1_000);
    expect(started).toEqual([[host, guest]]);
    expect(notices).toEqual([{ tone: 'success', text: 'Recording started' }]);
  });

  it("fetches the recorder's code as the host enters a room, before any recording is asked for", async () => {
    const { scope, preloads, started } = setup();
    await allSettled(recordingRoomEntered, { scope });
    expect(preloads.count).toBe(1);
    expect(started).toEqual([]);
  });

  it('warns when the mix has no audio track, and reports why a start failed', async () => {
    const silent = setup({ tracks: 0 });
    await startRecording(silent.scope);
    expect(silent.notices).toEqual([
      { tone: 'warning', text: 'No audio tracks in mixed stream. Recording may be silent.' },
    ]);

    const failing = setup({ startError: 'AudioWorklet is not available' });
    await startRecording(failing.scope);
    expect(failing.scope.getState($recordingState)).toBe('idle');
    expect(failing.notices).toEqual([
      { tone: 'error', text: 'Failed to start recording: AudioWorklet is not available' },
    ]);
  });

  it('refreshes a dead microphone stream before recording, and records the fresh one', async () => {
    const fresh = stream('host-fresh');
    const { scope, started, notices } = setup({ refresh: async () => fresh });
    await allSettled(recordingRoomEntered, { scope });
    await allSettled(recordingSourcesSet, { scope, params: { local: endedHost, remote: [guest] } });
    await allSettled(recordingToggled, { scope });
    expect(started).toEqual([[fresh, guest]]);
    expect(scope.getState($recordingState)).toBe('recording');
    expect(notices).toEqual([
      { tone: 'info', text: 'Refreshing audio stream before recording...' },
      { tone: 'success', text: 'Recording started' },
    ]);
  });

  it('does not start when the microphone cannot be acquired again, and says so', async () => {
    const { scope, started, notices } = setup();
    await allSettled(recordingSourcesSet, { scope, params: { local: endedHost, remote: [guest] } });
    await allSettled(recordingToggled, { scope });
    expect(started).toEqual([]);
    expect(scope.getState($recordingState)).toBe('idle');
    expect(notices).toEqual([
      { tone: 'info', text: 'Refreshing audio stream before recording...' },
      { tone: 'error', text: 'Failed to acquire live audio stream' },
    ]);
  });

  it('refuses a reopened microphone whose track is already dead, with the spec message', async () => {
    const { scope, started, notices } = setup({ reopenedMic: endedHost });
    await allSettled(recordingSourcesSet, { scope, params: { local: endedHost, remote: [] } });
    await allSettled(recordingToggled, { scope });
    expect(started).toEqual([]);
    expect(notices.at(-1)).toEqual({ tone: 'error', text: 'Failed to acquire live audio stream' });

    const fresh = stream('host-reopened');
    const reopened = setup({ reopenedMic: fresh });
    await allSettled(recordingSourcesSet, { scope: reopened.scope, params: { local: null, remote: [] } });
    await allSettled(recordingToggled, { scope: reopened.scope });
    expect(reopened.started).toEqual([[fresh]]);
  });

  it('records a live microphone as it is, without refreshing it', async () => {
    const refresh = vi.fn(async () => stream('unused'));
    const { scope, started, notices } = setup({ refresh });
    await startRecording(scope);
    expect(refresh).not.toHaveBeenCalled();
    expect(started).toEqual([[host]]);
    expect(notices).toEqual([{ tone: 'success', text: 'Recording started' }]);
  });

  it('follows participants joining and leaving while recording', async () => {
    const { scope, recorder } = setup();
    await startRecording(scope);
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [guest] } });
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [] } });
    expect(vi.mocked(recorder.setStreams).mock.calls.map(([streams]) => streams)).toEqual([
      [host],
      [host, guest],
      [host],
    ]);
  });

  it('stops into stopped, then saves: the file is delivered and the state is idle again', async () => {
    const { scope, saved, finished, notices } = setup();
    await startRecording(scope);
    await allSettled(recordingToggled, { scope });
    expect(scope.getState($recordingState)).toBe('stopped');
    await allSettled(recordingSaveRequested, { scope });
    expect(saved).toEqual([finished]);
    expect(scope.getState($recordingState)).toBe('idle');
    expect(notices.at(-1)).toEqual({ tone: 'success', text: 'Recording saved as MP3' });
  });

  it('End Call while recording: save stops first, then saves once, then settles', async () => {
    const { scope, saved, recorder } = setup();
    const $settled = createStore(0).on(recordingSettled, (count) => count + 1);
    await startRecording(scope);
    await Promise.all([
      allSettled(recordingSaveRequested, { scope }),
      allSettled(recordingSaveRequested, { scope }),
    ]);
    expect(recorder.stop).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
    expect(scope.getState($settled)).toBe(1);
    expect(scope.getState($recordingState)).toBe('idle');
  });

  it('discard deletes the recording and says so', async () => {
    const { scope, discarded, saved, notices } = setup();
    await startRecording(scope);
    await allSettled(recordingDiscardRequested, { scope });
    expect(discarded).toHaveLength(1);
    expect(saved).toHaveLength(0);
    expect(notices.at(-1)).toEqual({ tone: 'info', text: 'Recording discarded' });
    expect(scope.getState($recordingState)).toBe('idle');
  });

  it('a discard the browser cannot delete still takes the recording out of the call and says where it is', async () => {
    const { scope, discarded, notices } = setup({ filesKept: true });
    const $settled = createStore(0).on(recordingSettled, (count) => count + 1);
    await startRecording(scope);
    await allSettled(recordingDiscardRequested, { scope });
    expect(discarded).toHaveLength(1);
    expect(notices.at(-1)).toEqual({
      tone: 'warning',
      text: 'Recording discarded; the browser kept its file, so it will be offered again.',
    });
    expect(scope.getState($settled)).toBe(1);
    expect(scope.getState($recordingState)).toBe('idle');
  });

  it('a save whose stored copy the browser cannot delete is still a save', async () => {
    const { scope, notices } = setup({ realSave: true, filesKept: true });
    await startRecording(scope);
    await allSettled(recordingSaveRequested, { scope });
    expect(notices.at(-1)).toEqual({ tone: 'success', text: 'Recording saved as MP3' });
    expect(scope.getState($recordingState)).toBe('idle');
  });

  it('a recording with no audio goes back to idle with the spec error and nothing to save', async () => {
    const { scope, saved, notices } = setup({ empty: true });
    await startRecording(scope);
    await allSettled(recordingSaveRequested, { scope });
    expect(scope.getState($recordingState)).toBe('idle');
    expect(saved).toHaveLength(0);
    expect(notices.at(-1)).toEqual({ tone: 'error', text: 'Recording failed: No audio data captured' });
  });

  it('after an encoder failure saves the MP3 up to it and the WAV after it, and says both formats', async () => {
    downloads.length = 0;
    const { scope, notices } = setup({ wav: 'after-mp3', realSave: true });
    await startRecording(scope);
    await allSettled(recordingToggled, { scope });
    await allSettled(recordingSaveRequested, { scope });
    expect(downloads.map((file) => [file.type, file.name])).toEqual([
      ['audio/mpeg', expect.stringMatching(/^Recording-.* -- .*\.mp3$/)],
      ['audio/wav', expect.stringMatching(/^Recording-.* -- .*\.wav$/)],
    ]);
    expect(scope.getState($recordingState)).toBe('idle');
    expect(notices.at(-1)).toEqual({
      tone: 'warning',
      text: 'Recording saved as MP3 and WAV: the MP3 encoder failed partway, the WAV holds the rest',
    });
  });

  it('a recording whose encoder failed from the start is saved whole as WAV, not reported empty', async () => {
    downloads.length = 0;
    const { scope, notices } = setup({ wav: 'only', realSave: true });
    await startRecording(scope);
    await allSettled(recordingToggled, { scope });
    expect(scope.getState($recordingState)).toBe('stopped');
    await allSettled(recordingSaveRequested, { scope });
    expect(downloads.map((file) => file.type)).toEqual(['audio/wav']);
    expect(notices.at(-1)).toEqual({
      tone: 'warning',
      text: 'Recording saved as WAV: the MP3 encoder failed',
    });
  });

  it('a failed save keeps the recording stopped so the host can try again', async () => {
    const { scope, saved, notices } = setup({ failedSaves: 1 });
    await startRecording(scope);
    await allSettled(recordingSaveRequested, { scope });
    expect(notices.at(-1)).toEqual({ tone: 'error', text: 'Failed to save MP3. Recording may be lost.' });
    expect(scope.getState($recordingState)).toBe('stopped');
    await allSettled(recordingSaveRequested, { scope });
    expect(saved).toHaveLength(1);
    expect(scope.getState($recordingState)).toBe('idle');
  });

  it('a start that settles after the room closed is stopped and removed, and nothing says it recorded', async () => {
    let release: () => void = () => undefined;
    const { scope, recorder, notices } = setup({
      startGate: new Promise<void>((resolve) => (release = resolve)),
    });
    await allSettled(recordingRoomEntered, { scope });
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [] } });
    const starting = allSettled(recordingToggled, { scope });
    await vi.waitFor(() => expect(scope.getState(startRecordingFx.pending)).toBe(true));
    const leaving = allSettled(recordingRoomLeft, { scope });
    release();
    await Promise.all([starting, leaving]);
    expect(recorder.discard).toHaveBeenCalledTimes(1);
    expect(scope.getState($recordingState)).toBe('idle');
    expect(notices).toEqual([]);
  });
});

describe('auto-start and low storage', () => {
  it('starts by itself once per room when the preference is on and the host stream is ready', async () => {
    const { scope, started } = setup();
    await allSettled(recordingRoomEntered, { scope });
    await allSettled(autoRecordingPreferenceSet, { scope, params: true });
    expect(started).toHaveLength(0);
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [] } });
    expect(started).toEqual([[host]]);
    await allSettled(recordingSaveRequested, { scope });
    // A participant joining later does not start a second recording in the same room.
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [guest] } });
    expect(started).toHaveLength(1);
    expect(scope.getState($recordingState)).toBe('idle');
  });

  it('stays idle with the preference off', async () => {
    const { scope, started } = setup();
    await allSettled(recordingRoomEntered, { scope });
    await allSettled(autoRecordingPreferenceSet, { scope, params: false });
    await allSettled(recordingSourcesSet, { scope, params: { local: host, remote: [] } });
    expect(started).toHaveLength(0);
  });

  it('asks before starting with less than an hour of space, and starts only when confirmed', async () => {
    const { scope, started } = setup({ low: true });
    await startRecording(scope);
    expect(scope.getState($lowStorageWarningOpen)).toBe(true);
    expect(started).toHaveLength(0);
    await allSettled(lowStorageDismissed, { scope });
    expect(scope.getState($lowStorageWarningOpen)).toBe(false);
    expect(scope.getState($recordingState)).toBe('idle');
    await allSettled(recordingToggled, { scope });
    await allSettled(lowStorageConfirmed, { scope });
    expect(started).toHaveLength(1);
    expect(scope.getState($recordingState)).toBe('recording');
  });

  it('leaving the room finishes the file on disk for recovery and resets the state', async () => {
    const { scope, recorder, discarded, saved } = setup();
    await startRecording(scope);
    await allSettled(recordingRoomLeft, { scope });
    expect(recorder.stop).toHaveBeenCalledTimes(1);
    expect(discarded).toHaveLength(0);
    expect(saved).toHaveLength(0);
    expect(scope.getState($recordingState)).toBe('idle');
  });
});
