/** The top bar title from the last path segment: '/recordingsPage' → 'Recordings Page' (spec 01 §2). */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const words = decodeURIComponent(last)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}

/** Profile pictures are relative upload paths or full URLs (spec 02 §3). */
export function pictureUrl(path: string | undefined | null): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}
