// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createUserResponseSchema, usersListResponseSchema } from '../../src/shared/api/schemas';
import { backendEvents } from '../data/events';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import {
  OTHER_USER,
  USER,
  api,
  imageFile,
  local,
  loginHost,
  loginUser,
  tokens,
  setupContractServer,
  seedScenarioEachTest,
} from './harness';

setupContractServer();

describe('GET /api/users', () => {
  it('lists the host’s sub-users (never the host), newest first, with passwords; honours limit', async () => {
    const { host } = await tokens();
    const reply = await api('GET', '/api/users', { token: host });
    expect(reply.status).toBe(200);
    const { users } = usersListResponseSchema.parse(reply.body);
    expect(users.map((user) => user.userId).sort()).toEqual(
      SEEDED_ACCOUNTS.default.users.map((user) => user.userId).sort(),
    );
    expect(users.every((user) => typeof user.password === 'string')).toBe(true);
    const sorted = [...users].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(users).toEqual(sorted);
    const limited = await api('GET', '/api/users?limit=5', { token: host });
    expect(limited.body.users).toHaveLength(5);
  });

  it('answers one page of the users matching a name or User ID, in the asked order', async () => {
    const { host } = await tokens();
    const { users } = usersListResponseSchema.parse((await api('GET', '/api/users', { token: host })).body);
    const page2 = await api('GET', '/api/users?limit=2&page=2', { token: host });
    expect(page2.body).toEqual({ users: users.slice(2, 4), total: users.length });
    const someone = users[1]!;
    const byName = await api('GET', `/api/users?search=${encodeURIComponent(someone.name.toLowerCase())}`, {
      token: host,
    });
    expect(byName.body.users.map((user: { userId: string }) => user.userId)).toContain(someone.userId);
    const byId = await api('GET', `/api/users?search=${someone.userId}`, { token: host });
    expect(byId.body).toMatchObject({ total: 1, users: [{ userId: someone.userId }] });
    const inactive = await api('GET', '/api/users?status=inactive', { token: host });
    expect(inactive.body.total).toBe(users.filter((user) => !user.isActive).length);
    const byNameAsc = await api('GET', '/api/users?sort=name&order=asc', { token: host });
    const names = byNameAsc.body.users.map((user: { name: string }) => user.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    expect((await api('GET', '/api/users?order=sideways', { token: host })).status).toBe(400);
  });

  it('authorisation: anonymous 401, sub-user 403, another host sees only its own', async () => {
    const { user, other } = await tokens();
    expect((await api('GET', '/api/users')).status).toBe(401);
    expect((await api('GET', '/api/users', { token: user })).status).toBe(403);
    const otherList = await api('GET', '/api/users', { token: other });
    expect(otherList.body.users.map((entry: { userId: string }) => entry.userId)).toEqual([
      OTHER_USER.userId,
    ]);
  });
});

describe('POST /api/users', () => {
  it('creates a user with a server-generated User ID and an 8-character temporary password', async () => {
    const host = await loginHost();
    const reply = await api('POST', '/api/users', {
      token: host,
      body: { name: 'New Person', isActive: true },
    });
    expect(reply.status).toBe(201);
    const { user } = createUserResponseSchema.parse(reply.body);
    expect(reply.body.message).toBe('User created successfully');
    expect(user.tempPassword).toHaveLength(8);
    expect(user.userId).toMatch(/^PA\d{6}$/);
    const login = await api('POST', '/api/auth/user/login', {
      body: { userId: user.userId, password: user.tempPassword },
    });
    expect(login.status).toBe(200);
  });

  it('uses a custom password when provided and validates the name', async () => {
    const host = await loginHost();
    const reply = await api('POST', '/api/users', {
      token: host,
      body: { name: 'Custom', isActive: true, password: 'mine-123' },
    });
    expect(reply.body.user.tempPassword).toBe('mine-123');
    const blank = await api('POST', '/api/users', { token: host, body: { name: '   ', isActive: true } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    const emptyPassword = await api('POST', '/api/users', { token: host, body: { name: 'A', password: '' } });
    expect(emptyPassword.body.message).toBe('Password is required when custom password is enabled');
  });

  it('refuses sub-users and anonymous callers', async () => {
    const user = await loginUser();
    expect((await api('POST', '/api/users', { token: user, body: { name: 'x' } })).status).toBe(403);
    expect((await api('POST', '/api/users', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('PUT and DELETE /api/users/:userId', () => {
  it('updates name, status and password; deactivation ends the user’s session', async () => {
    const { host, user } = await tokens();
    const events: unknown[] = [];
    const off = backendEvents.on('user-disabled', (event) => events.push(event));
    const reply = await api('PUT', `/api/users/${USER.userId}`, {
      token: host,
      body: { name: 'Ravi K.', isActive: false, password: 'changed1' },
    });
    off();
    expect(reply).toMatchObject({
      status: 200,
      body: {
        message: 'User updated successfully',
        user: { name: 'Ravi K.', isActive: false, userId: USER.userId },
      },
    });
    expect((await api('GET', '/api/auth/me', { token: user })).status).toBe(401);
    const login = await api('POST', '/api/auth/user/login', {
      body: { userId: USER.userId, password: 'changed1' },
    });
    expect(login.status).toBe(403);
    if (local) expect(events).toEqual([expect.objectContaining({ userId: USER.userId, deleted: false })]);
    const blankPassword = await api('PUT', `/api/users/${USER.userId}`, {
      token: host,
      body: { password: '' },
    });
    expect(blankPassword.body.message).toBe('New password is required when changing password');
  });

  it('deletes a user; another host gets 404 and a sub-user 403', async () => {
    const { host, user, other } = await tokens();
    expect((await api('DELETE', `/api/users/${USER.userId}`, { token: other })).status).toBe(404);
    expect(
      (await api('PUT', `/api/users/${USER.userId}`, { token: other, body: { name: 'x' } })).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/users/${USER.userId}`, { token: user })).status).toBe(403);
    expect((await api('DELETE', `/api/users/${USER.userId}`)).status).toBe(401);
    const reply = await api('DELETE', `/api/users/${USER.userId}`, { token: host });
    expect(reply).toMatchObject({ status: 200, body: { message: 'User deleted successfully' } });
    expect((await api('DELETE', `/api/users/${USER.userId}`, { token: host })).status).toBe(404);
    const list = await api('GET', '/api/users', { token: host });
    expect(list.body.users.some((entry: { userId: string }) => entry.userId === USER.userId)).toBe(false);
  });
});

describe('sub-user picture and background', () => {
  it('the user (or its host) updates them; others get 404', async () => {
    const { host, user, other } = await tokens();
    const form = () => {
      const data = new FormData();
      data.append('profilePicture', imageFile());
      return data;
    };
    const own = await api('POST', `/api/users/${USER.userId}/update-profile-picture`, {
      token: user,
      form: form(),
    });
    expect(own.body).toMatchObject({ message: 'Profile picture updated successfully' });
    expect(own.body.profilePictureUrl).toMatch(/^uploads\//);
    const byHost = await api('POST', `/api/users/${USER.userId}/update-profile-picture`, {
      token: host,
      form: form(),
    });
    expect(byHost.status).toBe(200);
    const stranger = await api('POST', `/api/users/${USER.userId}/update-profile-picture`, {
      token: other,
      form: form(),
    });
    expect(stranger.status).toBe(404);
    const otherUser = SEEDED_ACCOUNTS.default.users[1];
    const sibling = await api('POST', `/api/users/${otherUser.userId}/update-profile-picture`, {
      token: user,
      form: form(),
    });
    expect(sibling.status).toBe(404);
    const removed = await api('DELETE', `/api/users/${USER.userId}/update-profile-picture`, { token: user });
    expect(removed.body.message).toBe('Profile picture removed successfully');

    const background = new FormData();
    background.append('backgroundType', 'inbuilt');
    background.append('selectedBackground', 'inbuilt-1');
    const set = await api('POST', `/api/users/${USER.userId}/update-call-background`, {
      token: user,
      form: background,
    });
    expect(set.body).toMatchObject({ callPageBackgroundUrl: 'inbuilt-1' });
    const me = await api('GET', '/api/auth/me', { token: user });
    expect(me.body.user.callPageBackground).toBe('inbuilt-1');
  });
});

describe.runIf(local)('expired subscription', () => {
  seedScenarioEachTest('expired');

  it('refuses creating and deleting users with subscriptionExpired', async () => {
    const host = await loginHost(SEEDED_ACCOUNTS.expired.host);
    const expected = {
      status: 403,
      body: {
        message: 'Your subscription has expired. Please renew to continue using the service.',
        subscriptionExpired: true,
      },
    };
    expect(await api('POST', '/api/users', { token: host, body: { name: 'x' } })).toMatchObject(expected);
    const userId = SEEDED_ACCOUNTS.expired.users[0].userId;
    expect(await api('DELETE', `/api/users/${userId}`, { token: host })).toMatchObject(expected);
    expect((await api('GET', '/api/users', { token: host })).status).toBe(200);
  });
});
