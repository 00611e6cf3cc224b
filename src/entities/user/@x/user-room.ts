// Cross-entity API for `entities/user-room`: the signed-in account joins rooms; a disabled user signs out.
export { $user, signedOut } from '../model/session';
