import { http } from 'msw';
import {
  API_PATHS,
  resetPasswordRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '../../../src/shared/api/schemas';
import { checkOtp, consumeOtp } from '../../auth/otp';
import { revokeSessions } from '../../auth/session';
import { db } from '../../data/db';
import { randomChars } from '../../data/prng';
import { HttpError, json, readJson, route } from '../http';
import { digits, findHostByEmail, findHostByPhone, isPhone, sendOtp, updateHost } from './accounts';

const at = (path: string) => `*${path}`;

/**
 * A forgotten password, by e-mail or phone: a code, then a single-use reset token that sets the new password
 * and ends every session of the account.
 */
export const passwordResetHandlers = [
  http.post(
    at(API_PATHS.forgotSendOtp),
    route(async ({ request }) => {
      const body = await readJson(request, sendOtpRequestSchema);
      const identifier = (body.email || body.phone || '').trim();
      const byPhone = isPhone(identifier);
      const host = byPhone ? findHostByPhone(identifier) : findHostByEmail(identifier);
      if (!host) throw new HttpError(404, 'No account found with this email or phone number');
      await sendOtp('forgot-password', byPhone ? digits(identifier) : host.email, byPhone ? 'sms' : 'email');
      return json({ message: byPhone ? 'OTP sent to your phone' : 'OTP sent to your email', expiresIn: 600 });
    }),
  ),

  http.post(
    at(API_PATHS.forgotVerifyOtp),
    route(async ({ request }) => {
      const body = await readJson(request, verifyOtpRequestSchema);
      const identifier = (body.email || body.phone || '').trim();
      const check = await checkOtp(
        'forgot-password',
        isPhone(identifier) ? digits(identifier) : identifier,
        body.otp,
      );
      if (!check.ok) throw new HttpError(check.status, check.message);
      const resetToken = randomChars(40, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
      await db.otpChallenges.update(check.challenge, {
        data(draft) {
          draft.resetToken = resetToken;
        },
      });
      return json({ message: 'OTP verified successfully', resetToken });
    }),
  ),

  http.post(
    at(API_PATHS.forgotReset),
    route(async ({ request }) => {
      const body = await readJson(request, resetPasswordRequestSchema);
      const challenge = db.otpChallenges.findFirst((q) =>
        q.where({ purpose: 'forgot-password', resetToken: body.resetToken }),
      );
      const fresh =
        challenge &&
        !challenge.consumedAt &&
        challenge.verifiedAt &&
        Date.now() - new Date(challenge.verifiedAt).getTime() < 10 * 60 * 1000;
      if (!challenge || !fresh) throw new HttpError(400, 'Invalid or expired reset token');
      const host = challenge.to.includes('@') ? findHostByEmail(challenge.to) : findHostByPhone(challenge.to);
      if (!host) throw new HttpError(400, 'Invalid or expired reset token');
      await consumeOtp(challenge);
      await updateHost(host, (draft) => {
        draft.password = body.newPassword;
      });
      await revokeSessions(host._id, 'password-changed');
      return json({ message: 'Password reset successful' });
    }),
  ),
];
