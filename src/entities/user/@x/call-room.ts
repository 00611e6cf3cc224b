// Cross-entity API for `entities/call-room`: the signed-in account joins and hosts rooms; a disabled user signs out.
export { $user, $token, signedOut } from '../model/session';
export type { SessionUser } from '../model/types';
