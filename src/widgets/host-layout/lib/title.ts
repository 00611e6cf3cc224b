/** The top bar title from the last path segment: '/recordingsPage' → 'Recordings Page' (spec 01 §2). */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const words = decodeURIComponent(last)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}
