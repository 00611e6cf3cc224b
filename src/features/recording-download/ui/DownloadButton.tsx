import { useUnit } from 'effector-react';
import Download from 'lucide-react/icons/download';
import { IconButton } from '@/shared/ui';
import { $downloading, downloadRequested, type DownloadTarget } from '../model/download';

/** Fetches the file with the session's token and saves it under its name. */
export function DownloadButton({ target, label }: { target: DownloadTarget; label: string }) {
  const [downloading, download] = useUnit([$downloading, downloadRequested]);
  const busy = downloading.includes(target.path);
  return (
    <IconButton
      aria-label={`Download ${label}`}
      title="Download"
      size="sm"
      loading={busy}
      onClick={() => download(target)}
    >
      <Download aria-hidden />
    </IconButton>
  );
}
