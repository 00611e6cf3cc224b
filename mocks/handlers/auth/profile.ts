import { http } from 'msw';
import {
  API_PATHS,
  updateEmailRequestSchema,
  updateNameRequestSchema,
  updatePasswordRequestSchema,
} from '../../../src/shared/api/schemas';
import { consumeOtp, findVerified } from '../../auth/otp';
import { revokeSessions } from '../../auth/session';
import { db } from '../../data/db';
import { HttpError, json, readForm, readJson, requireAuth, requireHost, route } from '../http';
import { hostToSessionUser } from '../serialize';
import { discardUpload, resolveBackground, storeImage } from '../uploads';
import { findHostByEmail, updateHost } from './accounts';

const at = (path: string) => `*${path}`;

/**
 * The host's own profile: name, e-mail (after its code is verified), password, picture and call background,
 * and the inbuilt backgrounds to pick from.
 */
export const profileHandlers = [
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
      const challenge = findVerified('signup', email, identity.account._id);
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
