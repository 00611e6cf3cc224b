// Cross-entity API for `entities/call-room`: a room announces the signed-in account; the rooms' tests sign in.
export { $user, $token } from '../model/session';
export type { SessionUser } from '../model/types';
