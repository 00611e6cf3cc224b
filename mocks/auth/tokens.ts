import { SignJWT, jwtVerify } from 'jose';

/**
 * Session tokens of the mock backend: HS256 JWTs whose payload is `{ sub, role, sid }` with `exp` in seconds
 * (spec 01 §3). The secret only has to be stable within one process (all runtimes sign and verify locally).
 */
export type TokenRole = 'host' | 'user';

export interface TokenPayload {
  sub: string;
  role: TokenRole;
  sid: string;
  exp: number;
}

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
const secret = new TextEncoder().encode('parley-mock-backend-secret-not-for-production');

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

/** Null for a missing, malformed, tampered or expired token. */
export async function verifyToken(token: string | null | undefined): Promise<TokenPayload | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const { sub, role, sid, exp } = payload as Partial<TokenPayload>;
    if (typeof sub !== 'string' || (role !== 'host' && role !== 'user') || typeof sid !== 'string')
      return null;
    if (typeof exp !== 'number') return null;
    return { sub, role, sid, exp };
  } catch {
    return null;
  }
}

/** The bearer token of a request (`Authorization: Bearer …`), or `?token=` for media elements. */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (match?.[1]) return match[1].trim();
  return new URL(request.url).searchParams.get('token');
}
