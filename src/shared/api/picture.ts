import { config } from '@/shared/config';

/** One stamp per page load: pictures are fetched fresh once, then served from cache for this visit. */
const LOADED_AT = Date.now();

/**
 * The one picture-URL helper (profile pictures, call backgrounds): a stored relative path such as
 * 'uploads/profile-pictures/x.jpg' is fetched from the API base plus the path with a timestamp query against
 * stale caches (spec 02 §7); full, data and blob URLs pass through. After a change, pass the change's time as
 * `stamp` so the new image shows at once.
 */
export function pictureUrl(path: string | null | undefined, stamp: number = LOADED_AT): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${config.apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?t=${stamp}`;
}
