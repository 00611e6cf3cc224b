import { API_PATHS, apiRequest } from '@/shared/api';
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
    (contract) => contract.sendOtpResponseSchema,
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
    (contract) => contract.forgotVerifyOtpResponseSchema,
    { method: 'post', json: { ...identifier, otp } },
    'Failed to verify OTP',
  );
  return body.resetToken;
}

export async function resetPassword(body: { resetToken: string; newPassword: string }) {
  await apiRequest(
    API_PATHS.forgotReset,
    (contract) => contract.messageResponseSchema,
    { method: 'post', json: body },
    'Failed to reset password',
  );
}
