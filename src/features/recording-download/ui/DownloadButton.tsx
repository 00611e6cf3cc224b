import { Spinner } from '@chakra-ui/react';
import Download from 'lucide-react/icons/download';
import { IconButton } from '@/shared/ui';
import type { DownloadTarget } from '../model/download';
import { useDownload } from './use-download';

/** Fetches the file with the session's token and saves it under its name. */
export function DownloadButton({ target, label }: { target: DownloadTarget; label: string }) {
  const { busy, start, announcer } = useDownload(target, label);
  return (
    <>
      {/* aria-disabled, not disabled (nor `loading`, which disables): focus stays on the button while busy. */}
      <IconButton
        aria-label={`Download ${label}`}
        title="Download"
        size="sm"
        aria-busy={busy}
        aria-disabled={busy || undefined}
        onClick={start}
      >
        {busy ? <Spinner size="sm" aria-hidden /> : <Download aria-hidden />}
      </IconButton>
      {announcer}
    </>
  );
}
