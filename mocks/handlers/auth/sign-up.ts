import { http } from 'msw';
import {
  API_PATHS,
  emailSchema,
  registerRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '../../../src/shared/api/schemas';
import { checkOtp, consumeOtp } from '../../auth/otp';
import { resolveRequest, startSession } from '../../auth/session';
import { db } from '../../data/db';
import { randomObjectId } from '../../data/prng';
import type { HostRecord } from '../../data/schema';
import { TRIAL_DAYS } from '../../data/seed';
import { HttpError, json, readJson, requireHost, route, validate } from '../http';
import { hostToSessionUser } from '../serialize';
import { digits, findHostByEmail, findHostByPhone, isPhone, sendOtp, updateHost } from './accounts';

const at = (path: string) => `*${path}`;

const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

/** A new number for `host`: not the one it has, nor another account's (it signs in with it). */
function checkNewPhone(host: HostRecord, phone: string): void {
  if (digits(host.phone) === digits(phone)) {
    throw new HttpError(400, 'This phone number is already your current phone number');
  }
  const owner = findHostByPhone(phone);
  if (owner && owner._id !== host._id) throw new HttpError(400, 'This phone number is already in use');
}

/** Optional auth for routes used both signed out (signup) and signed in (profile changes). */
async function optionalHost(request: Request): Promise<HostRecord | null> {
  if (!request.headers.get('authorization')) return null;
  const result = await resolveRequest(request);
  if (!result.ok) throw new HttpError(401, result.message);
  return result.identity.role === 'host' ? result.identity.account : null;
}

/**
 * Sign-up with an e-mail code, and the same code routes a signed-in host uses to prove a new e-mail or
 * phone number before it changes.
 */
export const signUpHandlers = [
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
      // A token, when sent, must be valid even where the route works signed out; its host alone may then use
      // the verification.
      const current = await optionalHost(request);
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
      const check = await checkOtp('signup', body.email ?? '', body.otp, current?._id ?? null);
      if (!check.ok) throw new HttpError(check.status, check.message);
      return json({ message: 'OTP verified successfully', verified: true });
    }),
  ),
];
