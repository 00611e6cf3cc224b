import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Download, type Page } from './fixtures';
import { api, createUser, joinByLink, openAs, registerHost, type Session } from './call-kit';

/**
 * Call recording end to end, two browsers with Chromium's fake microphones (a beeping tone) against the
 * production build on the Node mock backend: the host's whole-call MP3 (saved at the end, and recovered
 * after a reload mid-recording) and the sub-user's per-press clips stored on the server. Every MP3 is
 * decoded by the browser's own decoder (AudioContext.decodeAudioData), so "playable" means playable.
 */
test.describe.configure({ timeout: 300_000 });

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((context) => context.close()));

interface Decoded {
  seconds: number;
  peak: number;
}

/** Decodes MP3 bytes in `page` and returns the length and the loudest sample. */
async function decodeMp3(page: Page, bytes: Buffer): Promise<Decoded> {
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const data = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) data[i] = binary.charCodeAt(i);
    const context = new OfflineAudioContext(2, 44_100, 44_100);
    const audio = await context.decodeAudioData(data.buffer);
    let peak = 0;
    for (let channel = 0; channel < audio.numberOfChannels; channel += 1) {
      for (const sample of audio.getChannelData(channel)) peak = Math.max(peak, Math.abs(sample));
    }
    return { seconds: audio.duration, peak };
  }, bytes.toString('base64'));
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/**
 * Starts recording in the host room (unless 'Auto Local Recording' already did). The recorder starts somewhere
 * between the click and the indicator showing, so both instants are returned: lower bounds of the expected
 * length count from `shownAt`, upper bounds from `clickedAt`.
 */
async function startRecording(hostPage: Page): Promise<{ clickedAt: number; shownAt: number }> {
  const indicator = hostPage.getByTestId('recording-indicator');
  const record = hostPage.getByRole('button', { name: 'Record', exact: true });
  expect(await indicator.isVisible(), 'a new host records only when asked').toBe(false);
  const clickedAt = Date.now();
  await record.click();
  await expect(indicator).toBeVisible({ timeout: 15_000 });
  await expect(hostPage.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  return { clickedAt, shownAt: Date.now() };
}

/** A fresh host in a new call room, waiting for participants. */
async function startCall(browser: Browser) {
  const setup = await openAs(browser, { token: '', user: { _id: '', name: '' } });
  const host = await registerHost(setup.page);
  await setup.context.close();
  const hostSide = await openAs(browser, host, { callStarted: 'true' });
  const started = await api<{ call: { meetingId: string } }>(hostSide.page, '/api/calls', {
    token: host.token,
    body: { title: 'New Call', type: 'audio' },
  });
  expect(started.status).toBeLessThan(300);
  const meetingId = started.body.call.meetingId;
  await hostSide.page.goto(`/host/call/${meetingId}`);
  await expect(hostSide.page.getByText('Waiting for participants to join...')).toBeVisible({
    timeout: 30_000,
  });
  return { host, hostSide, meetingId };
}

/** Holds 'Hold to Speak' for `ms`, then releases. */
/**
 * Holds 'Hold to Speak' for `ms` once the room shows 'Speaking'; resolves how long the button was really held.
 * On a loaded machine 'Speaking' can take seconds to show, and the clip covers the whole hold from the press.
 */
async function speak(userPage: Page, ms: number): Promise<number> {
  await userPage.getByRole('button', { name: 'Hold to Speak' }).hover();
  const pressedAt = Date.now();
  await userPage.mouse.down();
  await expect(userPage.getByRole('button', { name: 'Speaking' })).toBeVisible();
  await userPage.waitForTimeout(ms);
  await userPage.mouse.up();
  return Date.now() - pressedAt;
}

interface ClipFile {
  name: string;
  path: string;
  duration: number;
  mimeType?: string;
}

async function fetchFile(page: Page, token: string, file: ClipFile): Promise<Buffer> {
  const url = `/${file.path.split('/').map(encodeURIComponent).join('/')}`;
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('audio/mpeg');
  return response.body();
}

async function userClips(page: Page, user: Session): Promise<ClipFile[]> {
  const listed = await api<{ recordings: Record<string, { files: ClipFile[] }> }>(
    page,
    '/api/recordings/user',
    { token: user.token },
  );
  expect(listed.status).toBe(200);
  return Object.values(listed.body.recordings).flatMap((folder) => folder.files);
}

async function hostClips(page: Page, host: Session, userName: string): Promise<ClipFile[]> {
  const listed = await api<{
    recordings: Record<string, { meetings: Record<string, { files: ClipFile[] }> }>;
  }>(page, '/api/recordings/host', { token: host.token });
  expect(listed.status).toBe(200);
  const meetings = listed.body.recordings[userName]?.meetings ?? {};
  return Object.values(meetings).flatMap((meeting) => meeting.files);
}

test('the host saves the whole call as MP3 while the user speaks twice; both clips are stored and play', async ({
  browser,
}) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Clip Speaker');
  const userSide = await openAs(browser, user);
  const hostPage = hostSide.page;
  const userPage = userSide.page;

  await joinByLink(userPage, meetingId, hostPage);
  const recording = await startRecording(hostPage);

  // Two presses of about 2 s each, with a pause between them.
  const pressMs = 2000;
  const firstHeldMs = await speak(userPage, pressMs);
  await userPage.waitForTimeout(1500);
  const longestHeldMs = Math.max(firstHeldMs, await speak(userPage, pressMs));

  // Each press is stored on the server about 3 s after its release (the wait allows for a loaded machine).
  await expect.poll(async () => (await userClips(userPage, user)).length, { timeout: 90_000 }).toBe(2);

  // Both clips are listed for the user and for the host, as MP3 with their real duration, and play.
  const mine = await userClips(userPage, user);
  const theirs = await hostClips(hostPage, host, 'Clip Speaker');
  expect(theirs.map((file) => file.path).sort()).toEqual(mine.map((file) => file.path).sort());
  for (const file of mine) {
    expect(file.mimeType ?? 'audio/mpeg').toBe('audio/mpeg');
    const clip = await decodeMp3(userPage, await fetchFile(userPage, user.token, file));
    // The press plus the 500 ms the microphone stays on after release, less the recorder's start.
    expect(clip.seconds).toBeGreaterThan(pressMs / 1000 - 1);
    expect(clip.seconds).toBeLessThan(longestHeldMs / 1000 + 2);
    expect(Math.abs(clip.seconds - file.duration)).toBeLessThan(0.2);
    expect(clip.peak).toBeGreaterThan(0.01);
    const asHost = await decodeMp3(hostPage, await fetchFile(hostPage, host.token, file));
    expect(asHost.seconds).toBeCloseTo(clip.seconds, 3);
  }

  // End with 'Save Recording & End Call': the MP3 downloads.
  await hostPage.getByRole('button', { name: 'End Call' }).click();
  const dialog = hostPage.getByRole('alertdialog', { name: 'End Call' });
  const downloading = hostPage.waitForEvent('download');
  const saveClickedAt = Date.now();
  await dialog.getByRole('button', { name: 'Save Recording & End Call' }).click();
  const download = await downloading;
  const savedAt = Date.now();
  expect(download.suggestedFilename()).toMatch(
    /^Recording-\d{2}-[A-Z][a-z]{2}-\d{4} -- \d{1,2}-\d{2}-\d{2} [AP]M - \d{1,2}-\d{2}-\d{2} [AP]M\.mp3$/,
  );
  await expect(hostPage).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The recorder ran from between the Record click and the indicator to between the Save click and the file.
  const atLeast = (saveClickedAt - recording.shownAt) / 1000;
  const atMost = (savedAt - recording.clickedAt) / 1000;
  const call = await decodeMp3(hostPage, await downloadedBytes(download));
  const report = `MP3 of ${call.seconds.toFixed(2)} s for ${atLeast.toFixed(2)}-${atMost.toFixed(2)} s recorded`;
  expect(call.seconds, report).toBeGreaterThanOrEqual(atLeast - 1);
  expect(call.seconds, report).toBeLessThanOrEqual(atMost + 1);
  expect(call.peak).toBeGreaterThan(0.01);

  await closeAll(hostSide.context, userSide.context);
});

test('a reload during a recording loses nothing: the recovered MP3 plays to within 2 s of the reload', async ({
  browser,
}) => {
  const { hostSide, meetingId } = await startCall(browser);
  const hostPage = hostSide.page;
  const recording = await startRecording(hostPage);
  await hostPage.waitForTimeout(8000);

  // The leave prompt is accepted: the page really reloads, as after a crash or a closed tab.
  hostPage.on('dialog', (prompt) => void prompt.accept());
  // Recorded at least until the reload was asked for, at most until the reloaded page is back.
  const atLeast = (Date.now() - recording.shownAt) / 1000;
  await hostPage.reload();
  const atMost = (Date.now() - recording.clickedAt) / 1000;
  await expect(hostPage).toHaveURL(new RegExp(`/host/call/${meetingId}$`));

  const recovery = hostPage.getByRole('dialog', { name: 'Unsaved recordings' });
  await expect(recovery).toBeVisible({ timeout: 20_000 });
  const downloading = hostPage.waitForEvent('download');
  await recovery
    .getByRole('button', { name: /^Save recording of / })
    .first()
    .click();
  const recovered = await decodeMp3(hostPage, await downloadedBytes(await downloading));
  const report = `recovered MP3 of ${recovered.seconds.toFixed(2)} s for ${atLeast.toFixed(2)}-${atMost.toFixed(2)} s recorded`;
  expect(recovered.seconds, report).toBeGreaterThanOrEqual(atLeast - 2);
  expect(recovered.seconds, report).toBeLessThanOrEqual(atMost + 1);
  expect(recovered.peak).toBeGreaterThan(0.01);

  await closeAll(hostSide.context);
});

test('a clip whose tab closed within 1 s of release is sent when the app opens again, and shows for the host without a refresh', async ({
  browser,
}) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Outbox Speaker');
  const userSide = await openAs(browser, user);
  await joinByLink(userSide.page, meetingId, hostSide.page);
  // The host watches Recordings in another tab while the call goes on.
  const recordingsTab = await hostSide.context.newPage();
  await recordingsTab.goto('/recordingsPage');
  await expect(recordingsTab.getByText("You don't have any recordings yet.")).toBeVisible();
  const folder = recordingsTab.getByRole('button', { name: /^Outbox Speaker 1 file$/ });
  await expect(folder).toHaveCount(0);

  await speak(userSide.page, 1500);
  const releasedAt = Date.now();
  // Closed before the 3 s after release are over: nothing was sent yet.
  await userSide.page.close();
  expect(Date.now() - releasedAt).toBeLessThan(1000);
  expect(await userClips(hostSide.page, user)).toEqual([]);

  // The app opens again on the dashboard (not the call room): the clip goes out and the host's list shows it.
  const reopened = await userSide.context.newPage();
  await reopened.goto('/user-dashboard');
  await expect(folder).toBeVisible({ timeout: 10_000 });
  const [clip] = await hostClips(hostSide.page, host, 'Outbox Speaker');
  expect(clip?.mimeType ?? 'audio/mpeg').toBe('audio/mpeg');
  const decoded = await decodeMp3(hostSide.page, await fetchFile(hostSide.page, host.token, clip!));
  // What reached the disk before the tab closed (flushed about once a second): playable, not empty.
  expect(decoded.seconds).toBeGreaterThan(0);

  await closeAll(hostSide.context, userSide.context);
});
