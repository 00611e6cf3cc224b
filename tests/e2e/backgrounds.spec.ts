import { api, createUser, joinFromDashboard, openAs, startCall } from './call-kit';
import { expect, test, type Page } from './fixtures';

/**
 * Call page backgrounds end to end: what a host picks in /settings and what a sub-user uploads and
 * crops in /user-profile appear behind their own call room. Each test registers its own host.
 */
test.describe.configure({ timeout: 150_000 });

/** The room's background image as the browser resolved it ('none' when there is none). */
const roomBackground = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => getComputedStyle(element).backgroundImage);

/** The natural width of the image at `url` once the browser has decoded it (throws when it cannot). */
async function imageWidth(url: string) {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image.naturalWidth;
}

/** A 1600×900 PNG drawn in the page, so the crop has something to cut. */
async function widePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 1600, 900);
    context.fillStyle = '#f59e0b';
    context.fillRect(400, 200, 800, 500);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a host picks an inbuilt background in settings and sees it in the call room', async ({ browser }) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const page = hostSide.page;
  const { body } = await api<{ backgrounds: string[] }>(page, '/api/auth/inbuilt-backgrounds', {
    token: host.token,
  });
  const chosen = body.backgrounds[1]!;
  expect(await roomBackground(page, 'host-call-page')).toBe('none');
  // The choices are pictures the browser can show, not just URLs.
  for (const url of body.backgrounds) expect(await page.evaluate(imageWidth, url), url).toBeGreaterThan(0);

  await page.goto('/settings');
  const grid = page.getByRole('group', { name: 'Backgrounds' });
  await grid.getByRole('button', { name: 'Inbuilt 2' }).click();
  await expect(grid.getByRole('button', { name: 'Inbuilt 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save Background' }).click();
  await expect(page.getByText('Call background updated successfully', { exact: true })).toBeVisible();

  await page.goto(`/host/call/${meetingId}`);
  await expect(page.getByText('Waiting for participants to join...')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => roomBackground(page, 'host-call-page'))
    .toContain(new URL(chosen, page.url()).pathname);
  await hostSide.context.close();
});

test('a sub-user uploads and crops a background and sees it in their call room', async ({ browser }) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Backdrop User');
  const { context, page } = await openAs(browser, user);

  await page.goto('/user-profile');
  await page.getByTestId('background-file-input').setInputFiles({
    name: 'backdrop.png',
    mimeType: 'image/png',
    buffer: await widePng(page),
  });
  const crop = page.getByRole('dialog', { name: /crop/i });
  await expect(crop.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  const upload = page.waitForResponse(
    (response) => response.request().method() !== 'GET' && /background/i.test(response.url()),
  );
  await crop.getByRole('button', { name: 'Save' }).click();
  expect((await upload).status()).toBeLessThan(300);
  await expect(page.getByText('Call background updated successfully', { exact: true })).toBeVisible();

  // The stored background is a 16:9 image under uploads/.
  const me = await api<{ user: { callPageBackground?: string } }>(page, '/api/auth/me', {
    token: user.token,
  });
  const stored = me.body.user.callPageBackground ?? '';
  expect(stored).toMatch(/^uploads\//);
  const size = await page.evaluate(async (path) => {
    const image = new Image();
    image.src = `/${path}`;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, stored);
  expect(size.width / size.height).toBeCloseTo(16 / 9, 1);

  await joinFromDashboard(page, meetingId, hostSide.page);
  await expect.poll(() => roomBackground(page, 'user-call-page')).toContain(stored);
  await context.close();
  await hostSide.context.close();
});
