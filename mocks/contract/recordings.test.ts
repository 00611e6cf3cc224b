// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hostRecordingsResponseSchema,
  notificationsResponseSchema,
  userRecordingsResponseSchema,
} from '../../src/shared/api/schemas';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import { USER, api, local, loginHost, loginUser, tokens, setupContractServer } from './harness';

setupContractServer();

const fileUrl = (path: string) => '/' + path.split('/').map(encodeURIComponent).join('/');

describe('recordings lists', () => {
  it('host: user name → meeting folders (timestamp first) → files, for 3 users', async () => {
    const { host, other, user } = await tokens();
    const { recordings } = hostRecordingsResponseSchema.parse(
      (await api('GET', '/api/recordings/host', { token: host })).body,
    );
    expect(recordings.map((group) => group.userName)).toEqual(
      SEEDED_ACCOUNTS.default.users
        .slice(0, 3)
        .map((entry) => entry.name)
        .sort(),
    );
    const folder = recordings[0]!.meetings[0]!;
    expect(folder.folderName).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z_/);
    expect(folder.files[0]).toMatchObject({ type: 'clip', mimeType: 'audio/wav' });
    const otherTree = (await api('GET', '/api/recordings/host', { token: other })).body.recordings;
    expect(otherTree.map((group: { userName: string }) => group.userName)).toEqual([
      SEEDED_ACCOUNTS.other.users[0].name,
    ]);
    expect((await api('GET', '/api/recordings/host', { token: user })).status).toBe(403);
    expect((await api('GET', '/api/recordings/host')).status).toBe(401);
  });

  it('user: own folders only, with a total', async () => {
    const user = await loginUser();
    const body = userRecordingsResponseSchema.parse(
      (await api('GET', '/api/recordings/user', { token: user })).body,
    );
    expect(body.total).toBeGreaterThan(0);
    expect(
      body.recordings.every((folder) => folder.files.every((file) => file.path.includes(`/${USER.name}/`))),
    ).toBe(true);
  });
});

describe('recording files', () => {
  it('serves audio with its type, supports Range (206), takes the token from the header only; 404 for strangers', async () => {
    const { host, other, user } = await tokens();
    const { recordings } = (await api('GET', '/api/recordings/user', { token: user })).body;
    const file = recordings[0].files[0];
    const full = await api('GET', fileUrl(file.path), { token: host });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(full.body as ArrayBuffer);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(bytes.length).toBe(file.size);

    const partial = await api('GET', fileUrl(file.path), { token: user, headers: { Range: 'bytes=10-19' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 10-19/${file.size}`);
    expect(new Uint8Array(partial.body as ArrayBuffer)).toEqual(bytes.slice(10, 20));

    const viaQuery = await api('GET', `${fileUrl(file.path)}?token=${encodeURIComponent(user)}`);
    expect(viaQuery.status).toBe(400);
    expect((await api('GET', fileUrl(file.path), { token: other })).status).toBe(404);
    expect((await api('GET', fileUrl(file.path))).status).toBe(401);
  });
});

describe('deleting recordings', () => {
  it('only hosts delete, with the spec messages', async () => {
    const user = await loginUser();
    expect(
      await api('DELETE', '/api/recordings/delete', {
        token: user,
        body: { meetingId: 'x', userName: USER.name },
      }),
    ).toMatchObject({ status: 403, body: { message: 'Only hosts can delete recordings' } });
    expect(
      await api('DELETE', '/api/recordings/delete-folder', { token: user, body: { userName: USER.name } }),
    ).toMatchObject({ status: 403, body: { message: 'Only hosts can delete folders' } });
  });

  it('deletes one file, one meeting folder, a date folder and all of a user', async () => {
    const { host, other } = await tokens();
    const tree = async () => (await api('GET', '/api/recordings/host', { token: host })).body.recordings;
    const group = (await tree()).find((entry: { userName: string }) => entry.userName === USER.name);
    const [first, second] = group.meetings;
    const invalid = await api('DELETE', '/api/recordings/delete', {
      token: host,
      body: { userName: USER.name },
    });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Invalid recording data' } });
    const stranger = await api('DELETE', '/api/recordings/delete', {
      token: other,
      body: { meetingId: first.meetingId, userName: USER.name },
    });
    expect(stranger.status).toBe(404);

    const one = await api('DELETE', '/api/recordings/delete', {
      token: host,
      body: { meetingId: first.folderName, userName: USER.name, fileName: first.files[0].name },
    });
    expect(one).toMatchObject({
      status: 200,
      body: { message: 'Recording deleted successfully', deleted: 1 },
    });
    const meeting = await api('DELETE', '/api/recordings/delete', {
      token: host,
      body: { meetingId: second.meetingId, userName: USER.name },
    });
    expect(meeting.body.deleted).toBe(second.files.length);

    const date = (group.meetings[2].folderName as string).slice(0, 10);
    const byDate = await api('DELETE', '/api/recordings/delete-folder', {
      token: host,
      body: { userName: USER.name, dateFolderName: date },
    });
    expect(byDate.body).toMatchObject({ message: 'Folder deleted successfully' });
    const all = await api('DELETE', '/api/recordings/delete-folder', {
      token: host,
      body: { userName: USER.name },
    });
    expect(all.status).toBe(200);
    expect((await tree()).some((entry: { userName: string }) => entry.userName === USER.name)).toBe(false);
    const again = await api('DELETE', '/api/recordings/delete-folder', {
      token: host,
      body: { userName: USER.name },
    });
    expect(again.status).toBe(404);
  });
});

describe('host settings /api/hosts/:id', () => {
  it('reads and saves autoLocalRecording with PUT or PATCH; others get 404', async () => {
    const { host, other, user } = await tokens();
    const me = (await api('GET', '/api/auth/me', { token: host })).body.user;
    expect((await api('GET', `/api/hosts/${me._id}`, { token: host })).body).toMatchObject({
      autoLocalRecording: false,
    });
    const put = await api('PUT', `/api/hosts/${me._id}`, { token: host, body: { autoLocalRecording: true } });
    expect(put.body).toMatchObject({ autoLocalRecording: true });
    const patch = await api('PATCH', `/api/hosts/${me._id}`, {
      token: host,
      body: { autoLocalRecording: false },
    });
    expect(patch.body).toMatchObject({ autoLocalRecording: false });
    const bad = await api('PATCH', `/api/hosts/${me._id}`, {
      token: host,
      body: { autoLocalRecording: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await api('GET', `/api/hosts/${me._id}`, { token: other })).status).toBe(404);
    expect(
      (await api('PATCH', `/api/hosts/${me._id}`, { token: other, body: { autoLocalRecording: true } }))
        .status,
    ).toBe(404);
    expect(
      (await api('PATCH', `/api/hosts/${me._id}`, { token: user, body: { autoLocalRecording: true } }))
        .status,
    ).toBe(403);
  });
});

describe('notifications', () => {
  it('lists read and unread, marks one read; another account’s is 404', async () => {
    const { user, other } = await tokens();
    const list = notificationsResponseSchema.parse(
      (await api('GET', '/api/notifications', { token: user })).body,
    );
    expect(list.unreadCount).toBe(2);
    expect(list.notifications.some((entry) => entry.read)).toBe(true);
    const unread = list.notifications.find((entry) => !entry.read)!;
    expect((await api('PATCH', `/api/notifications/${unread._id}/read`, { token: other })).status).toBe(404);
    const marked = await api('PATCH', `/api/notifications/${unread._id}/read`, { token: user });
    expect(marked.body.notification).toMatchObject({ _id: unread._id, read: true });
    expect((await api('GET', '/api/notifications', { token: user })).body.unreadCount).toBe(1);
    expect((await api('GET', '/api/notifications')).status).toBe(401);
  });

  it.runIf(local)('a new call notifies the host’s active users', async () => {
    const host = await loginHost();
    const active = (await api('GET', '/api/calls/active', { token: host })).body.call;
    await api('POST', `/api/calls/${active._id}/end`, { token: host });
    await api('POST', '/api/calls', { token: host });
    const user = await loginUser();
    const list = (await api('GET', '/api/notifications', { token: user })).body;
    expect(list.notifications[0]).toMatchObject({
      read: false,
      message: expect.stringContaining('started a call'),
    });
  });
});
