import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Session tokens of the mock backend: HS256 JWTs whose payload is `{ sub, role, sid }` with `exp` in seconds
 * (spec 01 §3). Every runtime signs and verifies locally; only the in-browser backend stores its key (beside
 * its data), so its tabs and reloads share it.
 */
export type TokenRole = 'host' | 'user';

export interface TokenPayload {
  sub: string;
  role: TokenRole;
  sid: string;
  exp: number;
}

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** A fresh random key per server start: tokens from an earlier run (or forged with a known key) never verify. */
let secret = createTokenKey();

export function createTokenKey(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(32));
}

/**
 * Signs and verifies with `key` from now on. The in-browser backend keeps its key with its data, so a reload
 * (or a second tab) verifies the tokens the page already holds.
 */
export function setTokenKey(key: Uint8Array<ArrayBuffer>): void {
  secret = key;
}

export async function signToken(
  claims: { sub: string; role: TokenRole; sid: string },
  ttlSeconds: number = TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret);
}

/** 'expired' for an authentic token past its `exp`; null for a missing, malformed or tampered one. */
export async function verifyToken(
  token: string | null | undefined,
): Promise<TokenPayload | 'expired' | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const { sub, role, sid, exp } = payload as Partial<TokenPayload>;
    if (typeof sub !== 'string' || (role !== 'host' && role !== 'user') || typeof sid !== 'string')
      return null;
    if (typeof exp !== 'number') return null;
    return { sub, role, sid, exp };
  } catch (error) {
    // jose checks the signature before the claims: only an authentic token reaches its expiry check.
    return error instanceof errors.JWTExpired ? 'expired' : null;
  }
}

/**
 * The bearer token of a request: only ever `Authorization: Bearer …`. A token in a URL is kept by server logs,
 * proxies and the browser's history, so no route reads one (`refuseUrlTokens` answers such requests).
 */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1] ? match[1].trim() : null;
}
