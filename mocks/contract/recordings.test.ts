// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hostRecordingsResponseSchema,
  notificationsResponseSchema,
  userRecordingsResponseSchema,
  type RecordingFolder,
} from '../../src/shared/api/schemas';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import { USER, api, local, loginHost, loginUser, tokens, setupContractServer } from './harness';

setupContractServer();

const fileUrl = (path: string) => '/' + path.split('/').map(encodeURIComponent).join('/');

describe('recordings lists', () => {
  it('host: objects keyed by user name, then meeting folder (timestamp first), holding files', async () => {
    const { host, other, user } = await tokens();
    const reply = (await api('GET', '/api/recordings/host', { token: host })).body;
    expect(Array.isArray(reply.recordings)).toBe(false);
    expect(Object.keys(reply.recordings)).toEqual(
      SEEDED_ACCOUNTS.default.users
        .slice(0, 3)
        .map((entry) => entry.name)
        .sort(),
    );
    const ravi = reply.recordings[USER.name];
    expect(ravi.userId).toBe(USER.userId);
    const [folderName, folder] = Object.entries(ravi.meetings)[0] as [string, { files: unknown[] }];
    expect(folderName).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z_/);
    expect(folder.files[0]).toMatchObject({
      name: expect.any(String),
      path: expect.stringContaining(`recordings/${USER.name}/${folderName}/`),
      duration: expect.any(Number),
      type: 'clip',
      mimeType: 'audio/wav',
    });
    expect(hostRecordingsResponseSchema.safeParse(reply).success).toBe(true);
    const otherTree = (await api('GET', '/api/recordings/host', { token: other })).body.recordings;
    expect(Object.keys(otherTree)).toEqual([SEEDED_ACCOUNTS.other.users[0].name]);
    expect((await api('GET', '/api/recordings/host', { token: user })).status).toBe(403);
    expect(await api('GET', '/api/recordings/host')).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
  });

  it('user: own folders keyed by folder name, each with files', async () => {
    const user = await loginUser();
    const reply = (await api('GET', '/api/recordings/user', { token: user })).body;
    expect(Array.isArray(reply.recordings)).toBe(false);
    const { recordings } = userRecordingsResponseSchema.parse(reply);
    expect(recordings.length).toBeGreaterThan(0);
    expect(
      recordings.every(([folderName, folder]) =>
        folder.files.every((file) => file.path.startsWith(`recordings/${USER.name}/${folderName}/`)),
      ),
    ).toBe(true);
  });
});

describe('recording files', () => {
  it('serves audio with its type, supports Range (206), takes the token from the header only; 404 for strangers', async () => {
    const { host, other, user } = await tokens();
    const { recordings } = userRecordingsResponseSchema.parse(
      (await api('GET', '/api/recordings/user', { token: user })).body,
    );
    const file = recordings[0]![1].files[0]!;
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
    const tree = async () =>
      hostRecordingsResponseSchema.parse((await api('GET', '/api/recordings/host', { token: host })).body)
        .recordings;
    const meetings = (await tree()).find(([userName]) => userName === USER.name)![1].meetings;
    const [[firstName, first], [secondName, second], [thirdName]] = meetings as [
      [string, RecordingFolder],
      [string, RecordingFolder],
      [string, RecordingFolder],
    ];
    const invalid = await api('DELETE', '/api/recordings/delete', {
      token: host,
      body: { userName: USER.name },
    });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Invalid recording data' } });
    const stranger = await api('DELETE', '/api/recordings/delete', {
      token: other,
      body: { meetingId: first.meetingId ?? firstName, userName: USER.name },
    });
    expect(stranger.status).toBe(404);

    const one = await api('DELETE', '/api/recordings/delete', {
      token: host,
      body: { meetingId: firstName, userName: USER.name, fileName: first.files[0]!.name },
    });
    expect(one).toMatchObject({
      status: 200,
      body: { message: 'Recording deleted successfully', deleted: 1 },
    });
    const meeting = await api('DELETE', '/api/recordings/delete', {
      token: host,
      body: { meetingId: second.meetingId ?? secondName, userName: USER.name },
    });
    expect(meeting.body.deleted).toBe(second.files.length);

    const date = thirdName.slice(0, 10);
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
    expect((await tree()).some(([userName]) => userName === USER.name)).toBe(false);
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
