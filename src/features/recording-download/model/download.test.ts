import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { $downloadFailed, $downloading, downloadRequested, fetchDownloadFx, saveBlobFx } from './download';

const target = { path: 'recordings/Ravi Kumar/f/a.wav', name: 'a.wav' };

describe('recording download', () => {
  it('fetches the bytes and saves them under the file name; a second click while busy is ignored', async () => {
    const blob = new Blob(['RIFF']);
    let release: () => void = () => undefined;
    const fetchHandler = vi.fn(
      () =>
        new Promise<{ target: typeof target; blob: Blob }>(
          (resolve) => (release = () => resolve({ target, blob })),
        ),
    );
    const save = vi.fn();
    const scope = fork({
      handlers: [
        [fetchDownloadFx, fetchHandler],
        [saveBlobFx, save],
      ],
    });
    const first = allSettled(downloadRequested, { scope, params: target });
    const second = allSettled(downloadRequested, { scope, params: target });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($downloading)).toEqual([target.path]);
    release();
    await Promise.all([first, second]);
    expect(fetchHandler).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ target, blob });
    expect(scope.getState($downloading)).toEqual([]);
    expect(scope.getState($downloadFailed)).toEqual([]);
  });

  it("logs 'Failed to download recording' with the status and shows nothing", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn();
    const scope = fork({
      handlers: [
        [fetchDownloadFx, () => Promise.reject(new ApiError(404, 'Failed to download recording'))],
        [saveBlobFx, save],
      ],
    });
    await allSettled(downloadRequested, { scope, params: target });
    expect(error).toHaveBeenCalledWith('Failed to download recording', 404);
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($downloadFailed)).toEqual([target.path]);
    // Trying again clears the failure until that try ends.
    void allSettled(downloadRequested, { scope, params: target });
    expect(scope.getState($downloadFailed)).toEqual([]);
    await allSettled(scope);
    error.mockRestore();
  });
});
