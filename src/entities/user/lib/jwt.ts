/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when absent or unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && 'exp' in parsed && typeof parsed.exp === 'number') {
      return parsed.exp;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Milliseconds until the token should be refreshed (one hour before `exp`, spec 01 §4), 0 when that moment
 * has passed, `'expired'` when `exp` itself has passed, null when the token carries no expiry.
 */
export function refreshDelay(token: string, now: number, leadMs: number): number | 'expired' | null {
  const exp = tokenExpiry(token);
  if (exp === null) return null;
  const expiresAt = exp * 1000;
  if (expiresAt <= now) return 'expired';
  return Math.max(0, expiresAt - leadMs - now);
}
