import { onFirstCall } from '@/shared/api';

// Each request loads `auth.ts` (and zod with its schemas) on its first call, not with the page.
const auth = () => import('./auth');
export const signIn = onFirstCall(auth, 'signIn');
export const register = onFirstCall(auth, 'register');
export const logout = onFirstCall(auth, 'logout');
