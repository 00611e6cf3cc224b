import {
  API_PATHS,
  apiRequest,
  forgotVerifyOtpResponseSchema,
  messageResponseSchema,
  sendOtpResponseSchema,
} from '@/shared/api';
import type { ResetIdentifier } from '../lib/identifier';

export async function sendResetOtp({
  identifier,
  fallback,
}: {
  identifier: ResetIdentifier;
  fallback: string;
}) {
  await apiRequest(
    API_PATHS.forgotSendOtp,
    sendOtpResponseSchema,
    { method: 'post', json: identifier },
    fallback,
  );
}

export async function verifyResetOtp({
  identifier,
  otp,
}: {
  identifier: ResetIdentifier;
  otp: string;
}): Promise<string> {
  const body = await apiRequest(
    API_PATHS.forgotVerifyOtp,
    forgotVerifyOtpResponseSchema,
    { method: 'post', json: { ...identifier, otp } },
    'Failed to verify OTP',
  );
  return body.resetToken;
}

export async function resetPassword(body: { resetToken: string; newPassword: string }) {
  await apiRequest(
    API_PATHS.forgotReset,
    messageResponseSchema,
    { method: 'post', json: body },
    'Failed to reset password',
  );
}
