import { http } from 'msw';
import { API_PATHS, hostLoginRequestSchema, userLoginRequestSchema } from '../../../src/shared/api/schemas';
import { SIGN_IN_LOCKED_MESSAGE, signInThrottle } from '../../auth/throttle';
import { startSession } from '../../auth/session';
import { db } from '../../data/db';
import { HttpError, json, readJson, route } from '../http';
import { hostToSessionUser, subUserToSessionUser } from '../serialize';
import { findHostByEmail } from './accounts';

const at = (path: string) => `*${path}`;

/**
 * Checks a password with the per-account cool-down (5 wrong in a row → 429 for 15 minutes, even for the
 * right password); `account` is the normalised e-mail or User ID.
 */
function checkPassword(
  account: string,
  stored: string | undefined,
  given: string,
  wrongMessage: string,
): void {
  if (signInThrottle.isLocked(account)) throw new HttpError(429, SIGN_IN_LOCKED_MESSAGE);
  if (stored === undefined || stored !== given) {
    if (signInThrottle.failed(account)) throw new HttpError(429, SIGN_IN_LOCKED_MESSAGE);
    throw new HttpError(401, wrongMessage);
  }
  signInThrottle.succeeded(account);
}

/** Sign-in: a host by e-mail, a sub-user by User ID; each starts a session and answers its token. */
export const signInHandlers = [
  http.post(
    at(API_PATHS.login),
    route(async ({ request }) => {
      const body = await readJson(request, hostLoginRequestSchema);
      const host = findHostByEmail(body.email);
      checkPassword(
        `host:${body.email.trim().toLowerCase()}`,
        host?.password,
        body.password,
        'Invalid credentials',
      );
      if (!host) throw new HttpError(401, 'Invalid credentials');
      const token = await startSession(host, 'host');
      return json({ message: 'Login successful', token, user: hostToSessionUser(host) });
    }),
  ),

  http.post(
    at(API_PATHS.userLogin),
    route(async ({ request }) => {
      const body = await readJson(request, userLoginRequestSchema);
      const wanted = body.userId.trim().toUpperCase();
      const user = db.subUsers.findFirst((q) =>
        q.where({ userId: (value) => value.toUpperCase() === wanted }),
      );
      checkPassword(`user:${wanted}`, user?.password, body.password, 'Invalid User ID or password');
      if (!user) throw new HttpError(401, 'Invalid User ID or password');
      if (!user.isActive)
        throw new HttpError(403, 'Your account has been disabled. Please contact your host.');
      const host = db.hosts.findFirst((q) => q.where({ _id: user.hostId }));
      if (!host) throw new HttpError(401, 'Invalid User ID or password');
      const now = new Date().toISOString();
      const updated =
        (await db.subUsers.update(user, {
          data(draft) {
            draft.lastLogin = now;
            draft.lastActive = now;
          },
        })) ?? user;
      const token = await startSession(updated, 'user');
      return json({ message: 'Login successful', token, user: subUserToSessionUser(updated, host) });
    }),
  ),
];
