import { useUnit } from 'effector-react';
import { FAILED_TO_DOWNLOAD_RECORDING } from '@/entities/recording';
import { ChangeAnnouncer } from '@/shared/ui';
import { $downloadFailed, $downloading, downloadRequested, type DownloadTarget } from '../model/download';

type DownloadState = 'idle' | 'busy' | 'failed';

/**
 * A download control's state and what a screen reader hears of it: the save happens out of sight (no page,
 * no toast in the spec), so its start and outcome are spoken. `label` names the recording.
 */
export function useDownload(target: DownloadTarget, label: string) {
  const [downloading, failed, download] = useUnit([$downloading, $downloadFailed, downloadRequested]);
  const state: DownloadState = downloading.includes(target.path)
    ? 'busy'
    : failed.includes(target.path)
      ? 'failed'
      : 'idle';
  const describe = (now: DownloadState) =>
    now === 'busy'
      ? `Downloading recording, ${label}`
      : now === 'failed'
        ? `${FAILED_TO_DOWNLOAD_RECORDING}, ${label}`
        : `Downloaded recording, ${label}`;
  return {
    busy: state === 'busy',
    // A busy control stays focusable (a disabled one drops focus to the page), so it ignores presses itself.
    start: () => {
      if (state !== 'busy') download(target);
    },
    announcer: <ChangeAnnouncer value={state} describe={describe} />,
  };
}
