import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { StoredRecording } from '@/shared/lib/recording';
import type { RecordingNotice } from './messages';
import { toastFx } from '@/shared/ui';
import {
  $recoveryOpen,
  $unfinishedRecordings,
  listUnfinishedFx,
  recoveryChecked,
  recoveryDismissed,
  saveUnfinishedFx,
  unfinishedDiscardClicked,
  unfinishedSaveClicked,
} from './recovery';
import { removeRecordingFilesFx } from './recording';

const older: StoredRecording = {
  id: 'call-1000-aaa',
  kind: 'call',
  startedAt: 1000,
  durationMs: 61_000,
  bytes: 976_000,
};
const newer: StoredRecording = {
  id: 'call-9000-bbb',
  kind: 'call',
  startedAt: 9000,
  durationMs: 5_000,
  bytes: 80_000,
};

function setup(options: { saveFails?: boolean; filesKept?: boolean } = {}) {
  const notices: RecordingNotice[] = [];
  const saved: string[] = [];
  const discarded: string[] = [];
  const scope = fork({
    handlers: [
      [listUnfinishedFx, async () => [newer, older]],
      [
        saveUnfinishedFx,
        async (recording: StoredRecording) => {
          if (options.saveFails) throw new Error('quota');
          saved.push(recording.id);
          return 'downloaded' as const;
        },
      ],
      [
        removeRecordingFilesFx,
        async (id: string) => {
          if (options.filesKept) throw new DOMException('The file is in use', 'NoModificationAllowedError');
          discarded.push(id);
        },
      ],
      [toastFx, (notice: RecordingNotice) => void notices.push(notice)],
    ],
  });
  return { scope, notices, saved, discarded };
}

describe('recording recovery', () => {
  it('offers the unfinished recordings found on disk', async () => {
    const { scope } = setup();
    expect(scope.getState($recoveryOpen)).toBe(false);
    await allSettled(recoveryChecked, { scope });
    expect(scope.getState($unfinishedRecordings)).toEqual([newer, older]);
    expect(scope.getState($recoveryOpen)).toBe(true);
  });

  it('saves one and discards the other, closing when none is left', async () => {
    const { scope, saved, discarded, notices } = setup();
    await allSettled(recoveryChecked, { scope });
    await allSettled(unfinishedSaveClicked, { scope, params: older.id });
    expect(saved).toEqual([older.id]);
    expect(scope.getState($unfinishedRecordings)).toEqual([newer]);
    await allSettled(unfinishedDiscardClicked, { scope, params: newer.id });
    expect(discarded).toEqual([newer.id]);
    expect(scope.getState($recoveryOpen)).toBe(false);
    expect(notices).toEqual([
      { tone: 'success', text: 'Recording saved as MP3' },
      { tone: 'info', text: 'Recording discarded' },
    ]);
  });

  it('keeps a recording whose save failed, with the spec error', async () => {
    const { scope, notices } = setup({ saveFails: true });
    await allSettled(recoveryChecked, { scope });
    await allSettled(unfinishedSaveClicked, { scope, params: older.id });
    expect(scope.getState($unfinishedRecordings)).toEqual([newer, older]);
    expect(notices).toEqual([{ tone: 'error', text: 'Failed to save MP3. Recording may be lost.' }]);
  });

  it('a discard the browser refuses keeps the recording on offer and says so', async () => {
    const { scope, notices } = setup({ filesKept: true });
    await allSettled(recoveryChecked, { scope });
    await allSettled(unfinishedDiscardClicked, { scope, params: newer.id });
    expect(scope.getState($unfinishedRecordings)).toEqual([newer, older]);
    expect(notices).toEqual([{ tone: 'error', text: 'Could not discard the recording. Try again.' }]);
  });

  it('Later closes the dialog for this visit; the next visit offers them again', async () => {
    const { scope } = setup();
    await allSettled(recoveryChecked, { scope });
    await allSettled(recoveryDismissed, { scope });
    expect(scope.getState($recoveryOpen)).toBe(false);
    await allSettled(recoveryChecked, { scope });
    expect(scope.getState($recoveryOpen)).toBe(true);
  });
});
