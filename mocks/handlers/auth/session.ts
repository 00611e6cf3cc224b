import { http } from 'msw';
import { API_PATHS } from '../../../src/shared/api/schemas';
import { refreshToken, revokeSessions, type Identity } from '../../auth/session';
import { json, requireAuth, route } from '../http';
import { hostToSessionUser, subUserToSessionUser } from '../serialize';

const at = (path: string) => `*${path}`;

export function sessionUserOf(identity: Identity) {
  return identity.role === 'host'
    ? hostToSessionUser(identity.account)
    : subUserToSessionUser(identity.account, identity.host);
}

/** The signed-in session of either role: who it is, a fresh token for it, and its end. */
export const sessionHandlers = [
  http.post(
    at(API_PATHS.logout),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      await revokeSessions(identity.account._id, 'logout', { sid: identity.sid });
      return json({ message: 'Logged out successfully' });
    }),
  ),

  http.get(
    at(API_PATHS.me),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      return json({ user: sessionUserOf(identity) });
    }),
  ),

  http.get(
    at(API_PATHS.refresh),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      return json({ token: await refreshToken(identity), user: sessionUserOf(identity) });
    }),
  ),
];
