import { Link, Spinner } from '@chakra-ui/react';
import type { DownloadTarget } from '../model/download';
import { useDownload } from './use-download';

/**
 * A text link that saves the file (fetched with the session's token in its header): a plain `href` would have
 * to carry the token in the URL. Its name is the visible text then `label`, so several in a list differ
 * and voice control still finds them by what they show.
 */
export function DownloadLink({
  target,
  label,
  children,
}: {
  target: DownloadTarget;
  label: string;
  children: string;
}) {
  const { busy, start, announcer } = useDownload(target, label);
  return (
    <>
      <Link asChild color="brand.fg">
        {/* aria-disabled, not disabled: focus stays on the link while the file downloads. */}
        <button
          type="button"
          aria-label={`${children}, ${label}`}
          aria-busy={busy}
          aria-disabled={busy || undefined}
          onClick={start}
        >
          {children}
          {busy ? <Spinner size="xs" ms="1.5" aria-hidden /> : null}
        </button>
      </Link>
      {announcer}
    </>
  );
}
