import { onFirstCall } from '@/shared/api';

// Each request loads `forgot.ts` (and zod with its schemas) on its first call, not with the page.
const forgot = () => import('./forgot');
export const sendResetOtp = onFirstCall(forgot, 'sendResetOtp');
export const verifyResetOtp = onFirstCall(forgot, 'verifyResetOtp');
export const resetPassword = onFirstCall(forgot, 'resetPassword');
