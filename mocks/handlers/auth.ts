import { http } from 'msw';
import {
  API_PATHS,
  emailSchema,
  hostLoginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sendOtpRequestSchema,
  updateEmailRequestSchema,
  updateNameRequestSchema,
  updatePasswordRequestSchema,
  userLoginRequestSchema,
  verifyOtpRequestSchema,
} from '../../src/shared/api/schemas';
import { PHONE_DIGITS } from '../../src/shared/config/constants';
import { checkOtp, consumeOtp, findVerified, issueOtp } from '../auth/otp';
import { SIGN_IN_LOCKED_MESSAGE, signInThrottle } from '../auth/throttle';
import { refreshToken, resolveRequest, revokeSessions, startSession, type Identity } from '../auth/session';
import { db } from '../data/db';
import { randomChars, randomObjectId } from '../data/prng';
import type { HostData, HostRecord } from '../data/schema';
import { TRIAL_DAYS } from '../data/seed';
import { HttpError, json, readForm, readJson, requireAuth, requireHost, route, validate } from './http';
import { hostToSessionUser, subUserToSessionUser } from './serialize';
import { discardUpload, resolveBackground, storeImage } from './uploads';

const at = (path: string) => `*${path}`;

export function sessionUserOf(identity: Identity) {
  return identity.role === 'host'
    ? hostToSessionUser(identity.account)
    : subUserToSessionUser(identity.account, identity.host);
}

function findHostByEmail(email: string): HostRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.hosts.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

function isPhone(value: string): boolean {
  const count = digits(value).length;
  return !value.includes('@') && count >= PHONE_DIGITS.min && count <= PHONE_DIGITS.max;
}

function findHostByPhone(phone: string): HostRecord | undefined {
  const wanted = digits(phone);
  return db.hosts.findFirst((q) => q.where({ phone: (value) => digits(value) === wanted }));
}

const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

/** A new number for `host`: not the one it has, nor another account's (it signs in with it). */
function checkNewPhone(host: HostRecord, phone: string): void {
  if (digits(host.phone) === digits(phone)) {
    throw new HttpError(400, 'This phone number is already your current phone number');
  }
  const owner = findHostByPhone(phone);
  if (owner && owner._id !== host._id) throw new HttpError(400, 'This phone number is already in use');
}

async function updateHost(host: HostRecord, change: (draft: HostData) => void): Promise<HostRecord> {
  return (await db.hosts.update(host, { data: change })) ?? host;
}

/** Optional auth for routes used both signed out (signup) and signed in (profile changes). */
async function optionalHost(request: Request): Promise<HostRecord | null> {
  if (!request.headers.get('authorization')) return null;
  const result = await resolveRequest(request);
  if (!result.ok) throw new HttpError(401, result.message);
  return result.identity.role === 'host' ? result.identity.account : null;
}

/** Issues a code, or 429 when the recipient asked too often. */
async function sendOtp(...args: Parameters<typeof issueOtp>): Promise<void> {
  const sent = await issueOtp(...args);
  if (!sent.ok) throw new HttpError(sent.status, sent.message);
}

/**
 * Checks a password with the per-account cool-down (5 wrong in a row → 429 for 15 minutes, even for the
 * right password); `account` is the normalised e-mail or User ID.
 */
function checkPassword(
  account: string,
  stored: string | undefined,
  given: string,
  wrongMessage: string,
): void {
  if (signInThrottle.isLocked(account)) throw new HttpError(429, SIGN_IN_LOCKED_MESSAGE);
  if (stored === undefined || stored !== given) {
    if (signInThrottle.failed(account)) throw new HttpError(429, SIGN_IN_LOCKED_MESSAGE);
    throw new HttpError(401, wrongMessage);
  }
  signInThrottle.succeeded(account);
}

export const authHandlers = [
  http.post(
    at(API_PATHS.login),
    route(async ({ request }) => {
      const body = await readJson(request, hostLoginRequestSchema);
      const host = findHostByEmail(body.email);
      checkPassword(
        `host:${body.email.trim().toLowerCase()}`,
        host?.password,
        body.password,
        'Invalid credentials',
      );
      if (!host) throw new HttpError(401, 'Invalid credentials');
      const token = await startSession(host, 'host');
      return json({ message: 'Login successful', token, user: hostToSessionUser(host) });
    }),
  ),

  http.post(
    at(API_PATHS.userLogin),
    route(async ({ request }) => {
      const body = await readJson(request, userLoginRequestSchema);
      const wanted = body.userId.trim().toUpperCase();
      const user = db.subUsers.findFirst((q) =>
        q.where({ userId: (value) => value.toUpperCase() === wanted }),
      );
      checkPassword(`user:${wanted}`, user?.password, body.password, 'Invalid User ID or password');
      if (!user) throw new HttpError(401, 'Invalid User ID or password');
      if (!user.isActive)
        throw new HttpError(403, 'Your account has been disabled. Please contact your host.');
      const host = db.hosts.findFirst((q) => q.where({ _id: user.hostId }));
      if (!host) throw new HttpError(401, 'Invalid User ID or password');
      const now = new Date().toISOString();
      const updated =
        (await db.subUsers.update(user, {
          data(draft) {
            draft.lastLogin = now;
            draft.lastActive = now;
          },
        })) ?? user;
      const token = await startSession(updated, 'user');
      return json({ message: 'Login successful', token, user: subUserToSessionUser(updated, host) });
    }),
  ),

  http.post(
    at(API_PATHS.register),
    route(async ({ request }) => {
      const body = await readJson(request, registerRequestSchema);
      if (findHostByEmail(body.email)) throw new HttpError(400, 'User already exists with this email');
      const check = await checkOtp('signup', body.email, body.otp);
      if (!check.ok) throw new HttpError(check.status, check.message);
      await consumeOtp(check.challenge);
      const now = Date.now();
      const _id = randomObjectId();
      const host = await db.hosts.create({
        _id,
        name: body.name.trim(),
        email: body.email.trim().toLowerCase(),
        phone: '',
        password: body.password,
        hostUrl: `/host/${_id}`,
        subscription: {
          isActive: true,
          isTrial: true,
          plan: 'basic',
          startDate: new Date(now).toISOString(),
          endDate: new Date(now + TRIAL_DAYS * 24 * 60 * 60 * 1000).toISOString(),
        },
        profilePicture: '',
        callPageBackground: '',
        createdAt: new Date(now).toISOString(),
      });
      await db.hostSettings.create({ hostId: _id, autoLocalRecording: false });
      const token = await startSession(host, 'host');
      return json({ message: 'Registration successful', token, user: hostToSessionUser(host) }, 201);
    }),
  ),

  http.post(
    at(API_PATHS.signupSendOtp),
    route(async ({ request }) => {
      const current = await optionalHost(request);
      const body = await readJson(request, sendOtpRequestSchema);
      if (body.email) {
        const email = validate(emailSchema, body.email).toLowerCase();
        if (current && current.email.toLowerCase() === email) {
          throw new HttpError(400, 'This email is already your current email');
        }
        if (findHostByEmail(email)) {
          throw new HttpError(
            400,
            current ? 'This email is already in use' : 'User already exists with this email',
          );
        }
        await sendOtp('signup', email, 'email');
        return json({ message: 'OTP sent to your email', expiresIn: 600 });
      }
      // A phone code only ever changes a signed-in host's number (sign-up is by e-mail).
      const host = await requireHost(request);
      const phone = body.phone ?? '';
      if (!isPhone(phone)) throw new HttpError(400, PHONE_INVALID_MESSAGE);
      checkNewPhone(host.account, phone);
      await sendOtp('signup', digits(phone), body.sendOtpOnWhatsapp ? 'whatsapp' : 'sms');
      return json({ message: 'OTP sent to your phone', expiresIn: 600 });
    }),
  ),

  http.post(
    at(API_PATHS.signupVerifyOtp),
    route(async ({ request }) => {
      // A token, when sent, must be valid even where the route works signed out.
      await optionalHost(request);
      const body = await readJson(request, verifyOtpRequestSchema);
      if (!body.email && body.phone) {
        // The spec has no update-phone route: a signed-in host's verified code applies the change itself.
        const host = await requireHost(request);
        const phone = body.phone;
        if (!isPhone(phone)) throw new HttpError(400, PHONE_INVALID_MESSAGE);
        checkNewPhone(host.account, phone);
        const check = await checkOtp('signup', digits(phone), body.otp);
        if (!check.ok) throw new HttpError(check.status, check.message);
        await consumeOtp(check.challenge);
        const updated = await updateHost(host.account, (draft) => {
          draft.phone = digits(phone);
        });
        return json({
          message: 'Verified and updated successfully',
          verified: true,
          user: hostToSessionUser(updated),
        });
      }
      const check = await checkOtp('signup', body.email ?? '', body.otp);
      if (!check.ok) throw new HttpError(check.status, check.message);
      return json({ message: 'OTP verified successfully', verified: true });
    }),
  ),

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

  http.post(
    at(API_PATHS.logout),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      await revokeSessions(identity.account._id, 'logout', { sid: identity.sid });
      return json({ message: 'Logged out successfully' });
    }),
  ),

  http.get(
    at(API_PATHS.me),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      return json({ user: sessionUserOf(identity) });
    }),
  ),

  http.get(
    at(API_PATHS.refresh),
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      return json({ token: await refreshToken(identity), user: sessionUserOf(identity) });
    }),
  ),

  http.post(
    at(API_PATHS.hostUpdateName),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const body = await readJson(request, updateNameRequestSchema);
      const host = await updateHost(identity.account, (draft) => {
        draft.name = body.name.trim();
      });
      return json({ message: 'Name updated successfully', user: hostToSessionUser(host) });
    }),
  ),

  http.post(
    at(API_PATHS.hostUpdateEmail),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const body = await readJson(request, updateEmailRequestSchema);
      const email = body.email.toLowerCase();
      if (identity.account.email.toLowerCase() === email) {
        throw new HttpError(400, 'This email is already your current email');
      }
      if (findHostByEmail(email)) throw new HttpError(400, 'This email is already in use');
      const challenge = findVerified('signup', email);
      if (!challenge) throw new HttpError(400, 'Please verify the OTP sent to your new email first');
      await consumeOtp(challenge);
      const host = await updateHost(identity.account, (draft) => {
        draft.email = email;
      });
      return json({ message: 'Email updated successfully', user: hostToSessionUser(host) });
    }),
  ),

  http.post(
    at(API_PATHS.hostUpdatePassword),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const body = await readJson(request, updatePasswordRequestSchema);
      if (identity.account.password !== body.oldPassword)
        throw new HttpError(400, 'Current password is incorrect');
      const host = await updateHost(identity.account, (draft) => {
        draft.password = body.newPassword;
      });
      // Every other device signs in again; this one keeps its session.
      await revokeSessions(host._id, 'password-changed', { keepSid: identity.sid });
      return json({ message: 'Password updated successfully', user: hostToSessionUser(host) });
    }),
  ),

  http.post(
    at(API_PATHS.hostProfilePicture),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const form = await readForm(request);
      const path = await storeImage(form.get('profilePicture'), identity.account._id, 'picture');
      discardUpload(identity.account.profilePicture);
      const host = await updateHost(identity.account, (draft) => {
        draft.profilePicture = path;
      });
      return json({
        message: 'Profile picture updated successfully',
        profilePictureUrl: path,
        user: hostToSessionUser(host),
      });
    }),
  ),

  http.delete(
    at(API_PATHS.hostProfilePicture),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      discardUpload(identity.account.profilePicture);
      const host = await updateHost(identity.account, (draft) => {
        draft.profilePicture = '';
      });
      return json({ message: 'Profile picture removed successfully', user: hostToSessionUser(host) });
    }),
  ),

  http.post(
    at(API_PATHS.hostCallBackground),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const form = await readForm(request);
      const value = await resolveBackground(form, identity.account._id);
      if (identity.account.callPageBackground !== value) discardUpload(identity.account.callPageBackground);
      const host = await updateHost(identity.account, (draft) => {
        draft.callPageBackground = value;
      });
      return json({
        message: 'Call background updated successfully',
        callPageBackgroundUrl: value,
        user: hostToSessionUser(host),
      });
    }),
  ),

  http.get(
    at(API_PATHS.inbuiltBackgrounds),
    route(async ({ request }) => {
      await requireAuth(request);
      const backgrounds = db.backgrounds.findMany(undefined, { orderBy: { index: 'asc' } });
      return json({ backgrounds: backgrounds.map((background) => background.url) });
    }),
  ),
];
