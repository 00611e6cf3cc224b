import { expect, test, type Page } from './fixtures';

/**
 * Host settings and profile images against the production build on the Node mock backend: name, e-mail
 * (code read from the dev outbox) and password changes with a fresh sign-in, a cropped picture in the
 * sidebar, and the renew link. Each test registers its own host, so it never collides with other suites.
 */
test.describe.configure({ timeout: 120_000 });

interface Session {
  token: string;
  user: Record<string, unknown> & { _id: string; name: string; email: string };
}

async function api<T>(page: Page, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await page.request.fetch(path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { accept: 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    data: init.body,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@parley.test`;

async function latestOtp(page: Page, to: string): Promise<string> {
  const outbox = await api<{ messages: Array<{ otp: string }> }>(
    page,
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const otp = outbox.body.messages[0]?.otp;
  expect(otp).toMatch(/^\d{6}$/);
  return otp!;
}

async function registerHost(page: Page, name: string): Promise<Session> {
  const email = uniqueEmail('settings');
  expect((await api(page, '/api/auth/signup/send-otp', { body: { email } })).status).toBe(200);
  const otp = await latestOtp(page, email);
  const registered = await api<Session>(page, '/api/auth/register', {
    body: { name, email, password: 'E2e@12345', isHost: true, otp },
  });
  expect(registered.status).toBe(201);
  return registered.body;
}

async function signInAs(page: Page, session: Session) {
  await page.addInitScript(
    ({ token, user }) => {
      sessionStorage.setItem('pwa_installed', 'true');
      if (!localStorage.getItem('token') && !sessionStorage.getItem('e2e-signed-out')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
      localStorage.setItem(`trialModalShown_${user._id}`, 'true');
    },
    { token: session.token, user: session.user },
  );
}

/** A 1200×800 PNG drawn in the page (stripes, so a crop is visibly a crop). */
async function landscapePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    ['#4f46e5', '#16a34a', '#ea580c', '#0284c7'].forEach((color, index) => {
      context.fillStyle = color;
      context.fillRect(index * 300, 0, 300, 800);
    });
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a host changes name, e-mail (code from the outbox) and password, then signs in with the new ones', async ({
  page,
}) => {
  const host = await registerHost(page, 'Settings Host');
  await signInAs(page, host);
  await page.goto('/settings');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

  // Name
  await page.getByRole('button', { name: 'Edit name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Edit Name' });
  await nameDialog.getByLabel('Name').fill('   ');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog.getByText('Name is required')).toBeVisible();
  await nameDialog.getByLabel('Name').fill('Meera Iyer');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name updated successfully', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Meera Iyer')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Meera Iyer')).toBeVisible();

  // E-mail: the current one is refused, a new one gets a code.
  await page.getByRole('button', { name: 'Update email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Update Email' });
  await emailDialog.getByLabel('New email').fill(host.user.email);
  await emailDialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(emailDialog.getByText('This email is already your current email')).toBeVisible();
  const newEmail = uniqueEmail('changed');
  await emailDialog.getByLabel('New email').fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Send OTP' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(otpDialog).toBeVisible();
  await expect(otpDialog.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expect(otpDialog.getByText(/request a new code in \d+s/)).toBeVisible();
  await expect(otpDialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
  const otp = await latestOtp(page, newEmail);
  await otpDialog.getByRole('textbox').first().click();
  await page.keyboard.type(otp);
  await otpDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email updated successfully', { exact: true })).toBeVisible();
  await expect(otpDialog).toBeHidden();
  await expect(sidebar.getByText(newEmail)).toBeVisible();

  // Password
  await page.getByRole('button', { name: 'Update Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Update Password' });
  await passwordDialog.getByLabel('Current password').fill('E2e@12345');
  await passwordDialog.getByLabel(/^New password/).fill('Fresh@2468');
  await passwordDialog.getByLabel('Confirm new password').fill('Fresh@2469');
  await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordDialog.getByText('Passwords do not match')).toBeVisible();
  await passwordDialog.getByLabel('Confirm new password').fill('Fresh@2468');
  await passwordDialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully', { exact: true })).toBeVisible();

  // Sign out and back in with the new e-mail and password.
  await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', 'true'));
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Email or User ID').fill(newEmail);
  await page.getByPlaceholder('Your password').fill('Fresh@2468');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(sidebar.getByText('Meera Iyer')).toBeVisible();
});

test('a host uploads and crops a picture and sees it in the sidebar', async ({ page }) => {
  const host = await registerHost(page, 'Picture Host');
  await signInAs(page, host);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const options = page.getByRole('dialog', { name: 'Profile Picture' });
  await expect(options.getByRole('button', { name: 'Choose from Gallery' })).toBeVisible();

  // Checked before anything uploads.
  await page.getByTestId('picture-file-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please select an image file', { exact: true })).toBeVisible();

  await page.getByTestId('picture-file-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await landscapePng(page),
  });
  const crop = page.getByRole('dialog', { name: 'Crop profile picture' });
  await expect(crop.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  await crop.getByRole('button', { name: 'Rotate 90°' }).click();
  await crop.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(crop.getByText('1.1×')).toBeVisible();
  const upload = page.waitForResponse((response) =>
    response.url().includes('/api/auth/host/update-profile-picture'),
  );
  await crop.getByRole('button', { name: 'Save' }).click();
  // The server names stored files by their content type: a JPEG was sent.
  const { profilePictureUrl } = (await (await upload).json()) as { profilePictureUrl: string };
  expect(profilePictureUrl).toMatch(/^uploads\/profile-pictures\/.+\.jpg$/);
  await expect(page.getByText('Profile picture updated successfully', { exact: true })).toBeVisible();
  await expect(crop).toBeHidden();

  const avatar = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('img', { name: 'Picture Host' });
  await expect(avatar).toHaveAttribute('src', /\/uploads\/profile-pictures\/.+\.jpg\?t=\d+$/);
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`))
    .toBe('512x512');
});

test('the renew flow opens the messaging link with the prefilled text', async ({ page }) => {
  const host = await registerHost(page, 'Renewing Host');
  await signInAs(page, host);
  await page.goto('/settings');
  // The messaging app is outside the test network: answer it locally, the URL is what matters.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.getByRole('button', { name: 'Renew Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew Subscription' });
  await expect(dialog).toBeVisible();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'Renew on WhatsApp' }).click();
  const opened = new URL((await popup).url());
  expect(opened.hostname).toMatch(/wa\.me|whatsapp\.com/);
  const text = opened.searchParams.get('text') ?? '';
  expect(text).toContain('I would like to renew my Parley subscription');
  expect(text).toContain(host.user.email);
});
