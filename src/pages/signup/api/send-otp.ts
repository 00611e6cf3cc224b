import { API_PATHS, apiRequest } from '@/shared/api';

/** POST /api/auth/signup/send-otp with `{email}`: used for the first send and every resend (spec 01 §7). */
export async function sendSignupOtp({ email, fallback }: { email: string; fallback: string }): Promise<void> {
  await apiRequest(
    API_PATHS.signupSendOtp,
    (contract) => contract.sendOtpResponseSchema,
    { method: 'post', json: { email } },
    fallback,
  );
}
