import { http } from 'msw';
import {
  API_PATHS,
  createUserRequestSchema,
  updateUserRequestSchema,
  usersQuerySchema,
} from '../../src/shared/api/schemas';
import { GENERATED_PASSWORD_LENGTH } from '../../src/shared/config/constants';
import { revokeSessions, type Identity } from '../auth/session';
import { db } from '../data/db';
import { backendEvents } from '../data/events';
import { randomChars, randomObjectId } from '../data/prng';
import type { SubUserRecord } from '../data/schema';
import {
  HttpError,
  json,
  readForm,
  readJson,
  requireActiveSubscription,
  requireAuth,
  requireHost,
  route,
  validate,
} from './http';
import { queryList, USER_LIST_RULES } from './list-query';
import { subUserToListItem, subUserToSessionUser } from './serialize';
import { discardUpload, resolveBackground, storeImage } from './uploads';

const at = (path: string) => `*${path}`;
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Server-generated User IDs: `PA` + 6 digits, unique across all hosts (user login is by User ID alone). */
function generateUserId(): string {
  for (;;) {
    const candidate = `PA${randomChars(6, '0123456789')}`;
    if (!db.subUsers.findFirst((q) => q.where({ userId: candidate }))) return candidate;
  }
}

/** A host's own sub-user by User ID or `_id`; another host's user is 404, never the data. */
export function findOwnSubUser(hostId: string, idOrUserId: string): SubUserRecord {
  const user = db.subUsers.findFirst((q) =>
    q.where(
      (record) => record.hostId === hostId && (record.userId === idOrUserId || record._id === idOrUserId),
    ),
  );
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/** The sub-user itself, or its host, may change its picture and background. */
function subUserForProfileChange(identity: Identity, idOrUserId: string): SubUserRecord {
  if (identity.role === 'user') {
    const self = identity.account;
    if (self.userId !== idOrUserId && self._id !== idOrUserId) throw new HttpError(404, 'User not found');
    return self;
  }
  return findOwnSubUser(identity.account._id, idOrUserId);
}

export const usersHandlers = [
  http.get(
    at(API_PATHS.users),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      const query = validate(usersQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      const all = db.subUsers.findMany((q) => q.where({ hostId: identity.account._id }));
      const { rows, total } = queryList(all, query, USER_LIST_RULES);
      return json({ users: rows.map(subUserToListItem), total });
    }),
  ),

  http.post(
    at(API_PATHS.users),
    route(async ({ request }) => {
      const identity = await requireHost(request);
      requireActiveSubscription(identity);
      const body = await readJson(request, createUserRequestSchema);
      const password = body.password ?? randomChars(GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET);
      const user = await db.subUsers.create({
        _id: randomObjectId(),
        userId: generateUserId(),
        hostId: identity.account._id,
        name: body.name.trim(),
        password,
        isActive: body.isActive,
        createdAt: new Date().toISOString(),
        lastActive: null,
        lastLogin: null,
        profilePicture: '',
        callPageBackground: '',
      });
      return json(
        {
          message: 'User created successfully',
          user: { ...subUserToListItem(user), tempPassword: password },
        },
        201,
      );
    }),
  ),

  http.put(
    at('/api/users/:userId'),
    route(async ({ request, params }) => {
      const identity = await requireHost(request);
      const user = findOwnSubUser(identity.account._id, String(params.userId));
      const body = await readJson(request, updateUserRequestSchema);
      const deactivated = user.isActive && body.isActive === false;
      const passwordChanged = body.password !== undefined && body.password !== user.password;
      const updated =
        (await db.subUsers.update(user, {
          data(draft) {
            if (body.name !== undefined) draft.name = body.name.trim();
            if (body.isActive !== undefined) draft.isActive = body.isActive;
            if (body.password !== undefined) draft.password = body.password;
          },
        })) ?? user;
      // A new password ends the user's sessions everywhere (a deactivation below says so itself).
      if (passwordChanged && !deactivated) {
        await revokeSessions(user._id, 'password-changed');
      }
      if (deactivated) {
        await revokeSessions(user._id, 'disabled');
        backendEvents.emit('user-disabled', {
          accountId: user._id,
          userId: user.userId,
          hostId: user.hostId,
          deleted: false,
        });
      }
      return json({ message: 'User updated successfully', user: subUserToListItem(updated) });
    }),
  ),

  http.delete(
    at('/api/users/:userId'),
    route(async ({ request, params }) => {
      const identity = await requireHost(request);
      requireActiveSubscription(identity);
      const user = findOwnSubUser(identity.account._id, String(params.userId));
      db.subUsers.delete(user);
      db.notifications.deleteMany((q) => q.where({ recipientId: user._id }));
      discardUpload(user.profilePicture);
      discardUpload(user.callPageBackground);
      await revokeSessions(user._id, 'disabled');
      backendEvents.emit('user-disabled', {
        accountId: user._id,
        userId: user.userId,
        hostId: user.hostId,
        deleted: true,
      });
      return json({ message: 'User deleted successfully' });
    }),
  ),

  http.post(
    at('/api/users/:userId/update-profile-picture'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      const user = subUserForProfileChange(identity, String(params.userId));
      const form = await readForm(request);
      const path = await storeImage(form.get('profilePicture'), user._id, 'picture');
      discardUpload(user.profilePicture);
      const updated =
        (await db.subUsers.update(user, {
          data(draft) {
            draft.profilePicture = path;
          },
        })) ?? user;
      return json({
        message: 'Profile picture updated successfully',
        profilePictureUrl: path,
        user: subUserToSessionUser(updated, identity.host),
      });
    }),
  ),

  http.delete(
    at('/api/users/:userId/update-profile-picture'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      const user = subUserForProfileChange(identity, String(params.userId));
      discardUpload(user.profilePicture);
      const updated =
        (await db.subUsers.update(user, {
          data(draft) {
            draft.profilePicture = '';
          },
        })) ?? user;
      return json({
        message: 'Profile picture removed successfully',
        user: subUserToSessionUser(updated, identity.host),
      });
    }),
  ),

  http.post(
    at('/api/users/:userId/update-call-background'),
    route(async ({ request, params }) => {
      const identity = await requireAuth(request);
      const user = subUserForProfileChange(identity, String(params.userId));
      const form = await readForm(request);
      const value = await resolveBackground(form, user._id);
      if (user.callPageBackground !== value) discardUpload(user.callPageBackground);
      const updated =
        (await db.subUsers.update(user, {
          data(draft) {
            draft.callPageBackground = value;
          },
        })) ?? user;
      return json({
        message: 'Call background updated successfully',
        callPageBackgroundUrl: value,
        user: subUserToSessionUser(updated, identity.host),
      });
    }),
  ),
];
