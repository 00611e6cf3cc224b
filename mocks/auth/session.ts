import { db } from '../data/db';
import { backendEvents, type SessionEndReason } from '../data/events';
import { randomObjectId } from '../data/prng';
import type { HostRecord, SubUserRecord } from '../data/schema';
import { signToken, tokenFromRequest, verifyToken, type TokenRole } from './tokens';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

export type Identity =
  | { role: 'host'; account: HostRecord; host: HostRecord; sid: string; exp: number }
  | { role: 'user'; account: SubUserRecord; host: HostRecord; sid: string; exp: number };

export type IdentityResult = { ok: true; identity: Identity } | { ok: false; message: string };

/**
 * Starts a session for an account: one live session per account, so a login from another device revokes
 * the previous `sid` (its token then gets 401 'Session expired. Please login again.') and raises
 * `session-invalidated` for the realtime layer.
 */
export async function startSession(account: HostRecord | SubUserRecord, role: TokenRole): Promise<string> {
  const now = new Date().toISOString();
  const previous = db.sessions.findMany((q) =>
    q.where({ accountId: account._id, revokedAt: (value) => value === null }),
  );
  const sid = randomObjectId();
  await db.sessions.create({ sid, accountId: account._id, role, createdAt: now, revokedAt: null });
  for (const session of previous) {
    await db.sessions.update(session, {
      data(draft) {
        draft.revokedAt = now;
      },
    });
    backendEvents.emit('session-invalidated', {
      accountId: account._id,
      userId: 'userId' in account ? account.userId : account._id,
      role,
      sid: session.sid,
      reason: 'login-elsewhere',
    });
  }
  return signToken({ sub: account._id, role, sid });
}

/** Re-signs a token for the same session (refresh keeps the `sid`). */
export function refreshToken(identity: Identity): Promise<string> {
  return signToken({ sub: identity.account._id, role: identity.role, sid: identity.sid });
}

/**
 * Revokes the live sessions of an account (all, or all but `keepSid`): their tokens get 401 at once and their
 * sockets are closed (told `session-invalidated` unless the account was disabled, which says `user-disabled`).
 */
export async function revokeSessions(
  accountId: string,
  reason: SessionEndReason,
  options: { keepSid?: string; sid?: string } = {},
): Promise<void> {
  const now = new Date().toISOString();
  const live = db.sessions.findMany((q) => q.where({ accountId, revokedAt: (value) => value === null }));
  const ending = live.filter(
    (session) =>
      session.sid !== options.keepSid && (options.sid === undefined || session.sid === options.sid),
  );
  for (const session of ending) {
    await db.sessions.update(session, {
      data(draft) {
        draft.revokedAt = now;
      },
    });
    if (reason === 'disabled') continue;
    const user =
      session.role === 'user' ? db.subUsers.findFirst((q) => q.where({ _id: accountId })) : undefined;
    backendEvents.emit('session-invalidated', {
      accountId,
      userId: user?.userId ?? accountId,
      role: session.role,
      sid: session.sid,
      reason,
    });
  }
}

/** Resolves a token to its live account; the realtime layer uses it for socket handshakes too. */
export async function resolveToken(token: string | null | undefined): Promise<IdentityResult> {
  const payload = await verifyToken(token);
  if (payload === 'expired') return { ok: false, message: SESSION_EXPIRED_MESSAGE };
  if (!payload) return { ok: false, message: AUTH_REQUIRED_MESSAGE };
  const session = db.sessions.findFirst((q) => q.where({ sid: payload.sid }));
  if (!session || session.revokedAt !== null || session.accountId !== payload.sub) {
    return { ok: false, message: SESSION_EXPIRED_MESSAGE };
  }
  if (payload.role === 'host') {
    const host = db.hosts.findFirst((q) => q.where({ _id: payload.sub }));
    if (!host) return { ok: false, message: SESSION_EXPIRED_MESSAGE };
    return { ok: true, identity: { role: 'host', account: host, host, sid: payload.sid, exp: payload.exp } };
  }
  const user = db.subUsers.findFirst((q) => q.where({ _id: payload.sub }));
  const host = user && db.hosts.findFirst((q) => q.where({ _id: user.hostId }));
  if (!user || !host) return { ok: false, message: SESSION_EXPIRED_MESSAGE };
  return { ok: true, identity: { role: 'user', account: user, host, sid: payload.sid, exp: payload.exp } };
}

export function resolveRequest(request: Request): Promise<IdentityResult> {
  return resolveToken(tokenFromRequest(request));
}
