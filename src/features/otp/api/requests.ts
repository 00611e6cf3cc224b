import { onFirstCall } from '@/shared/api';

// Loads `signup-otp.ts` (and zod with its schemas) with the first code sent, not with the sign-up page.
export const sendSignupOtp = onFirstCall(() => import('./signup-otp'), 'sendSignupOtp');
