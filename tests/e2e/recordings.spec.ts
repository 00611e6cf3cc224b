import { readFile } from 'node:fs/promises';
import { io, type Socket } from 'socket.io-client';
import { toneWav } from '../../mocks/assets/audio';
import { api, createUser, openAs, registerHost, type Session } from './call-kit';
import { expect, test, type Page } from './fixtures';

/**
 * The recordings browser end to end against the production build on the Node mock backend. A fresh host and two sub-users;
 * each sub-user stores 4-second WAV clips through the realtime channel (as hold-to-speak does), so the suite
 * never touches seeded data. The host plays a clip (fetched with the token in its header and played from a
 * page-local URL that stops working once the file stops) and seeks to its middle (playback goes on), downloads it (the server's bytes), deletes one file and then a date folder; a sub-user sees only
 * their own clips, plays one and has no delete.
 */
test.describe.configure({ timeout: 120_000 });

const CLIP_SECONDS = 4;

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The user joins the host's room and stores `count` clips, then leaves (one participant at a time). */
async function storeClips(base: string, meetingId: string, user: Session, count: number) {
  const socket = await connect(base, user.token);
  expect(await socket.emitWithAck('join-room', { roomName: meetingId })).toMatchObject({ ok: true });
  for (let clip = 0; clip < count; clip++) {
    const audioData = Buffer.from(toneWav(clip + 1, CLIP_SECONDS)).toString('base64');
    expect(await socket.emitWithAck('user-stopped-speaking', { audioData })).toMatchObject({ ok: true });
  }
  socket.disconnect();
  // The room frees its one participant seat when the socket is gone.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function audioState(page: Page) {
  return page.getByTestId('recording-audio').evaluate((node) => {
    const audio = node as HTMLAudioElement;
    return { time: audio.currentTime, paused: audio.paused, duration: audio.duration };
  });
}

test('a host plays, seeks, downloads and deletes clips; a sub-user sees only their own and cannot delete', async ({
  browser,
  page,
}) => {
  const base = String(test.info().project.use.baseURL);
  const host = await registerHost(page);
  const ravi = await createUser(page, host, 'Ravi Clip');
  const neha = await createUser(page, host, 'Neha Clip');
  const started = await api<{ call: { meetingId: string } }>(page, '/api/calls', {
    token: host.token,
    body: { title: 'New Call', type: 'audio' },
  });
  const { meetingId } = started.body.call;
  const hostSocket = await connect(base, host.token);
  expect(await hostSocket.emitWithAck('create-room', { roomName: meetingId })).toMatchObject({ ok: true });
  await storeClips(base, meetingId, ravi, 2);
  await storeClips(base, meetingId, neha, 1);
  hostSocket.disconnect();

  // Host: folders by user, then date, then files.
  const hostSide = await openAs(browser, host);
  const hostPage = hostSide.page;
  // Every request for a file: the token travels in the header, never in a URL.
  const fileRequests: Array<{ url: string; authorization: string | undefined }> = [];
  hostPage.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/recordings/'))
      fileRequests.push({ url: request.url(), authorization: request.headers().authorization });
  });
  await hostPage.goto('/recordingsPage');
  const raviFolder = hostPage.getByRole('button', { name: /^Ravi Clip 2 files$/ });
  await expect(raviFolder).toHaveAttribute('aria-expanded', 'false');
  await expect(hostPage.getByRole('button', { name: /^Neha Clip 1 file$/ })).toBeVisible();
  await raviFolder.click();
  const dateFolder = hostPage.getByRole('button', { name: /^\w{3} \d{1,2}, \d{4} 2 files$/ });
  await dateFolder.click();
  const rows = hostPage.getByTestId('recording-row');
  await expect(rows).toHaveCount(2);

  // Play, then seek to the middle: currentTime jumps there and playback continues.
  const first = rows.first();
  const title = (await first.getAttribute('aria-label'))!.replace(/^Recording /, '');
  await first.getByRole('button', { name: `Play ${title}` }).click();
  await expect(first.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
  await expect.poll(async () => (await audioState(hostPage)).time).toBeGreaterThan(0.2);
  await first.getByRole('slider', { name: `Seek ${title}` }).fill(String(CLIP_SECONDS / 2));
  await expect.poll(async () => (await audioState(hostPage)).time).toBeGreaterThanOrEqual(CLIP_SECONDS / 2);
  const afterSeek = (await audioState(hostPage)).time;
  await expect.poll(async () => (await audioState(hostPage)).time).toBeGreaterThan(afterSeek + 0.3);
  expect((await audioState(hostPage)).paused).toBe(false);
  await expect(first.getByTestId('player-time')).toHaveText(
    new RegExp(`^Playing, 0:0\\d of 0:0${CLIP_SECONDS}$`),
  );
  expect(fileRequests.length).toBeGreaterThan(0);
  for (const request of fileRequests) {
    expect(request.url).not.toContain(host.token);
    expect(request.url).not.toMatch(/[?&](?:access_)?token=/);
    expect(request.authorization).toBe(`Bearer ${host.token}`);
  }

  // Abuse: the address the page plays from names only this file's bytes and works only while it plays.
  const copied = await hostPage
    .getByTestId('recording-audio')
    .evaluate((node) => (node as HTMLAudioElement).src);
  expect(copied).toMatch(/^blob:/);
  const opens = (url: string) =>
    hostPage.evaluate(
      (address) =>
        fetch(address).then(
          (reply) => reply.ok,
          () => false,
        ),
      url,
    );
  expect(await opens(copied)).toBe(true);
  await first.getByRole('button', { name: `Pause ${title}` }).click();
  await expect(first.getByRole('button', { name: `Play ${title}` })).toBeVisible();
  await expect.poll(() => opens(copied)).toBe(false);
  // Another browser holding the copied address opens nothing with it, and the raw file needs the header.
  const stranger = await browser.newPage();
  expect(
    await stranger.evaluate(
      (address) =>
        fetch(address).then(
          () => true,
          () => false,
        ),
      copied,
    ),
  ).toBe(false);
  await stranger.close();
  const raw = new URL(fileRequests[0]!.url).pathname;
  expect((await page.request.get(raw)).status()).toBe(401);
  expect((await page.request.get(`${raw}?token=${encodeURIComponent(host.token)}`)).status()).toBe(400);

  // Download: the saved bytes are the server's.
  const listed = await api<{
    recordings: Record<
      string,
      { meetings: Record<string, { files: Array<{ name: string; path: string }> }> }
    >;
  }>(page, '/api/recordings/host', { token: host.token });
  const raviFiles = Object.values(listed.body.recordings['Ravi Clip']!.meetings).flatMap((m) => m.files);
  const downloadStarted = hostPage.waitForEvent('download');
  await first.getByRole('button', { name: `Download ${title}` }).click();
  const download = await downloadStarted;
  const file = raviFiles.find((entry) => entry.name === download.suggestedFilename());
  expect(file).toBeDefined();
  const saved = await readFile(await download.path());
  const served = await page.request.get(`/${file!.path.split('/').map(encodeURIComponent).join('/')}`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect(saved.equals(await served.body())).toBe(true);

  // Delete one file: the spec's confirmation and toast; the row leaves without a reload.
  await first.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = hostPage.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this recording? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(hostPage.getByText('Recording deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(hostPage.getByRole('button', { name: /^Ravi Clip 1 file$/ })).toBeVisible();

  // Delete the date folder: Ravi's last clip goes and his folder with it.
  await hostPage.getByRole('button', { name: /^Delete folder .* \(Ravi Clip\)$/ }).click();
  await expect(confirm).toContainText(
    /Are you sure you want to delete all recordings of Ravi Clip from \w{3} \d{1,2}, \d{4}\? This action cannot be undone\./,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(hostPage.getByText('Folder deleted successfully')).toBeVisible();
  await expect(hostPage.getByRole('button', { name: /^Ravi Clip/ })).toHaveCount(0);
  const after = await api<{ recordings: Record<string, unknown> }>(page, '/api/recordings/host', {
    token: host.token,
  });
  expect(Object.keys(after.body.recordings)).toEqual(['Neha Clip']);
  await hostSide.context.close();

  // Sub-user: only her own clip, playable, and no delete anywhere.
  const userSide = await openAs(browser, neha);
  const userPage = userSide.page;
  await userPage.goto('/user-recordings');
  await userPage.getByRole('button', { name: /^\w{3} \d{1,2}, \d{4} 1 file$/ }).click();
  const own = userPage.getByTestId('recording-row');
  await expect(own).toHaveCount(1);
  await expect(userPage.getByText('Ravi Clip')).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const ownTitle = (await own.getAttribute('aria-label'))!.replace(/^Recording /, '');
  await own.focus();
  await userPage.keyboard.press('Space');
  await expect(own.getByRole('button', { name: `Pause ${ownTitle}` })).toBeVisible();
  await expect.poll(async () => (await audioState(userPage)).time).toBeGreaterThan(0.2);
  await userSide.context.close();
});
