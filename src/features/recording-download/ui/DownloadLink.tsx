import { Link } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $downloading, downloadRequested, type DownloadTarget } from '../model/download';

/**
 * A text link that saves the file (fetched with the session's token in its header): a plain `href` would have
 * to carry the token in the URL.
 */
export function DownloadLink({ target, children }: { target: DownloadTarget; children: ReactNode }) {
  const [downloading, download] = useUnit([$downloading, downloadRequested]);
  const busy = downloading.includes(target.path);
  return (
    <Link asChild color="brand.fg">
      <button type="button" aria-busy={busy} disabled={busy} onClick={() => download(target)}>
        {children}
      </button>
    </Link>
  );
}
