// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authResponseSchema, meResponseSchema } from '../../src/shared/api/schemas';
import { verifyToken } from '../auth/tokens';
import { backendEvents } from '../data/events';
import {
  HOST,
  INACTIVE_USER,
  OTHER_HOST,
  USER,
  api,
  imageFile,
  latestOtp,
  local,
  loginHost,
  loginUser,
  setupContractServer,
  wrongOtp,
} from './harness';

setupContractServer();
afterEach(() => vi.useRealTimers());

describe('host and user login', () => {
  it('logs a host in with email and password: token { sub, role, sid, exp } and the session user', async () => {
    const reply = await api('POST', '/api/auth/login', {
      body: { email: HOST.email, password: HOST.password },
    });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    expect(body.user).toMatchObject({ email: HOST.email, isHost: true, name: HOST.name });
    expect(body.user.subscription).toMatchObject({ isActive: true, isTrial: true });
    if (local) {
      const payload = await verifyToken(body.token);
      expect(payload).toMatchObject({ sub: body.user._id, role: 'host', exp: expect.any(Number) });
      expect((payload as { exp: number }).exp).toBeGreaterThan(Date.now() / 1000);
    }
  });

  it('refuses wrong credentials and missing fields', async () => {
    const wrong = await api('POST', '/api/auth/login', { body: { email: HOST.email, password: 'nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    const missing = await api('POST', '/api/auth/login', { body: { email: HOST.email } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Email and password are required');
  });

  it('logs a sub-user in by User ID and refuses an inactive one', async () => {
    const reply = await api('POST', '/api/auth/user/login', {
      body: { userId: USER.userId, password: USER.password },
    });
    expect(reply.status).toBe(200);
    expect(authResponseSchema.parse(reply.body).user).toMatchObject({ userId: USER.userId, isHost: false });
    const wrong = await api('POST', '/api/auth/user/login', { body: { userId: USER.userId, password: 'x' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid User ID or password' } });
    const inactive = await api('POST', '/api/auth/user/login', {
      body: { userId: INACTIVE_USER.userId, password: INACTIVE_USER.password },
    });
    expect(inactive.status).toBe(403);
    expect(inactive.body.message).toBe('Your account has been disabled. Please contact your host.');
  });

  it('a host email is not a User ID (the client falls back from one path to the other)', async () => {
    const reply = await api('POST', '/api/auth/user/login', {
      body: { userId: HOST.email, password: HOST.password },
    });
    expect(reply.status).toBe(401);
  });
});

describe('me, refresh and sessions', () => {
  it.runIf(local)(
    'an expired token is an expired session, which the client answers by going to /login',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await loginUser();
      vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      expect(await api('GET', '/api/auth/me', { token })).toMatchObject({
        status: 401,
        body: { message: 'Session expired. Please login again.' },
      });
    },
  );

  it('me needs a valid token', async () => {
    expect(await api('GET', '/api/auth/me')).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
    expect((await api('GET', '/api/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
    const token = await loginUser();
    const me = await api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(meResponseSchema.parse(me.body).user.userId).toBe(USER.userId);
  });

  it('refresh returns a new token for the same session', async () => {
    const token = await loginHost();
    const reply = await api('GET', '/api/auth/refresh', { token });
    expect(reply.status).toBe(200);
    const body = authResponseSchema.parse(reply.body);
    expect((await api('GET', '/api/auth/me', { token: body.token })).status).toBe(200);
  });

  it.runIf(local)(
    'a login from another device invalidates the previous session and raises an event',
    async () => {
      const events: unknown[] = [];
      const off = backendEvents.on('session-invalidated', (event) => events.push(event));
      const first = await loginUser();
      await loginUser();
      off();
      expect(await api('GET', '/api/auth/me', { token: first })).toMatchObject({
        status: 401,
        body: { message: 'Session expired. Please login again.' },
      });
      expect(events).toEqual([expect.objectContaining({ userId: USER.userId, role: 'user' })]);
    },
  );
});

describe('signup with OTP', () => {
  const email = 'fresh.host@example.com';

  it('sends an OTP to the outbox, verifies it and registers a trial host', async () => {
    const sent = await api('POST', '/api/auth/signup/send-otp', { body: { email } });
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent to your email' } });
    const otp = await latestOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp } });
    expect(verified).toMatchObject({ status: 200, body: { verified: true } });
    const registered = await api('POST', '/api/auth/register', {
      body: { name: 'Fresh Host', email, password: 'secret12', isHost: true, otp },
    });
    expect(registered.status).toBe(201);
    const body = authResponseSchema.parse(registered.body);
    expect(body.user).toMatchObject({ isHost: true, email, subscription: { isActive: true, isTrial: true } });
    expect((await api('POST', '/api/auth/login', { body: { email, password: 'secret12' } })).status).toBe(
      200,
    );
  });

  it('rejects invalid input, a registered email and a wrong OTP', async () => {
    const invalid = await api('POST', '/api/auth/signup/send-otp', { body: { email: 'no-at-sign' } });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Please enter a valid email' } });
    const tooLong = await api('POST', '/api/auth/signup/send-otp', {
      body: { email: `${'a'.repeat(45)}@x.com` },
    });
    expect(tooLong.status).toBe(400);
    const taken = await api('POST', '/api/auth/signup/send-otp', { body: { email: HOST.email } });
    expect(taken).toMatchObject({ status: 400, body: { message: 'User already exists with this email' } });
    await api('POST', '/api/auth/signup/send-otp', { body: { email } });
    const otp = await latestOtp(email);
    const incomplete = await api('POST', '/api/auth/register', {
      body: { name: 'X', email, password: 'p', isHost: true, otp: '12' },
    });
    expect(incomplete).toMatchObject({ status: 400, body: { message: 'Please enter the complete OTP' } });
    const wrong = await api('POST', '/api/auth/register', {
      body: { name: 'X', email, password: 'p', isHost: true, otp: wrongOtp(otp) },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    const missingName = await api('POST', '/api/auth/register', { body: { email, password: 'p', otp } });
    expect(missingName).toMatchObject({
      status: 400,
      body: { message: 'Please fill in all required fields' },
    });
    // Sign-up's four fields are all required with the one message, the e-mail address too.
    for (const blank of [{}, { email: '  ' }]) {
      const missingEmail = await api('POST', '/api/auth/register', {
        body: { name: 'X', password: 'p', otp, ...blank },
      });
      expect(missingEmail).toMatchObject({
        status: 400,
        body: { message: 'Please fill in all required fields' },
      });
    }
  });

  it('locks the recipient after 5 wrong tries, also across new codes, and never fixes the code', async () => {
    await api('POST', '/api/auth/signup/send-otp', { body: { email } });
    const otp = await latestOtp(email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const reply = await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp: wrongOtp(otp) } });
      expect(reply.body.message).toBe('Invalid OTP');
    }
    const fifth = await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp: wrongOtp(otp) } });
    expect(fifth).toMatchObject({
      status: 429,
      body: { message: 'Too many incorrect attempts. Please wait 15 minutes and try again.' },
    });
    const locked = await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp } });
    expect(locked.status).toBe(429);
    // A new code does not lift the lock: guessing stays limited.
    await api('POST', '/api/auth/signup/send-otp', { body: { email } });
    const again = await latestOtp(email);
    expect((await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp: again } })).status).toBe(
      429,
    );
  });

  it.runIf(local)('expires an OTP after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await api('POST', '/api/auth/signup/send-otp', { body: { email } });
    const otp = await latestOtp(email);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    const reply = await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp } });
    expect(reply).toMatchObject({
      status: 400,
      body: { message: 'OTP has expired. Please request a new one.' },
    });
  });
});

describe('forgot password', () => {
  it('resets by email: send, verify (resetToken), reset; old sessions end', async () => {
    const before = await loginHost();
    expect(
      (await api('POST', '/api/auth/forgot-password/send-otp', { body: { email: HOST.email } })).body.message,
    ).toBe('OTP sent to your email');
    const otp = await latestOtp(HOST.email);
    const verified = await api('POST', '/api/auth/forgot-password/verify-otp', {
      body: { email: HOST.email, otp },
    });
    expect(verified.status).toBe(200);
    const resetToken = verified.body.resetToken as string;
    const reset = await api('POST', '/api/auth/forgot-password/reset', {
      body: { resetToken, newPassword: 'brandNew1' },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset successful' } });
    expect((await api('GET', '/api/auth/me', { token: before })).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/login', { body: { email: HOST.email, password: 'brandNew1' } })).status,
    ).toBe(200);
    const reused = await api('POST', '/api/auth/forgot-password/reset', {
      body: { resetToken, newPassword: 'x' },
    });
    expect(reused).toMatchObject({ status: 400, body: { message: 'Invalid or expired reset token' } });
  });

  it('works by phone digits and rejects unknown accounts', async () => {
    const sent = await api('POST', '/api/auth/forgot-password/send-otp', { body: { phone: HOST.phone } });
    expect(sent.body.message).toBe('OTP sent to your phone');
    const otp = await latestOtp(HOST.phone);
    const verified = await api('POST', '/api/auth/forgot-password/verify-otp', {
      body: { phone: HOST.phone, otp },
    });
    expect(typeof verified.body.resetToken).toBe('string');
    const unknown = await api('POST', '/api/auth/forgot-password/send-otp', {
      body: { email: 'nobody@x.io' },
    });
    expect(unknown.status).toBe(404);
    const blank = await api('POST', '/api/auth/forgot-password/send-otp', { body: {} });
    expect(blank).toMatchObject({
      status: 400,
      body: { message: 'Please enter your email or phone number' },
    });
  });
});

describe('host profile', () => {
  it('updates the name, and requires one', async () => {
    const token = await loginHost();
    const ok = await api('POST', '/api/auth/host/update-name', { token, body: { name: 'Asha V.' } });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Name updated successfully', user: { name: 'Asha V.' } },
    });
    const blank = await api('POST', '/api/auth/host/update-name', { token, body: { name: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    const user = await loginUser();
    expect(
      (await api('POST', '/api/auth/host/update-name', { token: user, body: { name: 'x' } })).status,
    ).toBe(403);
    expect((await api('POST', '/api/auth/host/update-name', { body: { name: 'x' } })).status).toBe(401);
  });

  it('updates the email only after a verified OTP', async () => {
    const token = await loginHost();
    const same = await api('POST', '/api/auth/signup/send-otp', { token, body: { email: HOST.email } });
    expect(same.body.message).toBe('This email is already your current email');
    const email = 'asha.new@parley.app';
    const unverified = await api('POST', '/api/auth/host/update-email', { token, body: { email } });
    expect(unverified.status).toBe(400);
    await api('POST', '/api/auth/signup/send-otp', { token, body: { email } });
    await api('POST', '/api/auth/signup/verify-otp', { token, body: { email, otp: await latestOtp(email) } });
    const updated = await api('POST', '/api/auth/host/update-email', { token, body: { email } });
    expect(updated).toMatchObject({
      status: 200,
      body: { message: 'Email updated successfully', user: { email } },
    });
  });

  it('an e-mail code verified signed out or by another host never moves that address to this host', async () => {
    const token = await loginHost();
    const other = await loginHost(OTHER_HOST);
    const email = 'shared.inbox@parley.app';
    const refused = {
      status: 400,
      body: { message: 'Please verify the OTP sent to your new email first' },
    };
    // A visitor verifies a sign-up code for the address; the host cannot then take it.
    await api('POST', '/api/auth/signup/send-otp', { body: { email } });
    await api('POST', '/api/auth/signup/verify-otp', { body: { email, otp: await latestOtp(email) } });
    expect(await api('POST', '/api/auth/host/update-email', { token, body: { email } })).toMatchObject(
      refused,
    );
    // Another host verifies it for their own change; this host cannot take it, that host can.
    await api('POST', '/api/auth/signup/send-otp', { token: other, body: { email } });
    await api('POST', '/api/auth/signup/verify-otp', {
      token: other,
      body: { email, otp: await latestOtp(email) },
    });
    expect(await api('POST', '/api/auth/host/update-email', { token, body: { email } })).toMatchObject(
      refused,
    );
    expect(await api('POST', '/api/auth/host/update-email', { token: other, body: { email } })).toMatchObject(
      { status: 200, body: { user: { email } } },
    );
  });

  it('changes the phone through OTP verification', async () => {
    const token = await loginHost();
    const same = await api('POST', '/api/auth/signup/send-otp', { token, body: { phone: HOST.phone } });
    expect(same.body.message).toBe('This phone number is already your current phone number');
    await api('POST', '/api/auth/signup/send-otp', {
      token,
      body: { phone: '9123456780', sendOtpOnWhatsapp: true },
    });
    const reply = await api('POST', '/api/auth/signup/verify-otp', {
      token,
      body: { phone: '9123456780', otp: await latestOtp('9123456780') },
    });
    expect(reply.body).toMatchObject({
      message: 'Verified and updated successfully',
      user: { phone: '9123456780' },
    });
    const me = await api('GET', '/api/auth/me', { token });
    expect(me.body.user.phone).toBe('9123456780');
  });

  it('sends phone codes only for a signed-in host, to a valid number no other account has', async () => {
    const token = await loginHost();
    const phone = '9123456781';
    expect(await api('POST', '/api/auth/signup/send-otp', { body: { phone } })).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
    const user = await loginUser();
    expect((await api('POST', '/api/auth/signup/send-otp', { token: user, body: { phone } })).status).toBe(
      403,
    );
    expect(await api('POST', '/api/auth/signup/send-otp', { token, body: { phone: '12ab' } })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid phone number' },
    });
    const taken = await api('POST', '/api/auth/signup/send-otp', {
      token,
      body: { phone: OTHER_HOST.phone },
    });
    expect(taken).toMatchObject({ status: 400, body: { message: 'This phone number is already in use' } });
    const flag = await api('POST', '/api/auth/signup/send-otp', {
      token,
      body: { phone, sendOtpOnWhatsapp: 'yes' },
    });
    expect(flag).toMatchObject({ status: 400, body: { message: 'sendOtpOnWhatsapp must be true or false' } });
    // Spaces do not make another number: the code goes to its digits.
    const sent = await api('POST', '/api/auth/signup/send-otp', { token, body: { phone: '91234 56781' } });
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent to your phone' } });
    expect(await latestOtp(phone)).toMatch(/^\d{6}$/);
  });

  it('changes the phone only with the right code, and only for the host who asked', async () => {
    const token = await loginHost();
    const other = await loginHost(OTHER_HOST);
    const phone = '9123456782';
    await api('POST', '/api/auth/signup/send-otp', { token, body: { phone } });
    const otp = await latestOtp(phone);
    const wrong = await api('POST', '/api/auth/signup/verify-otp', {
      token,
      body: { phone, otp: wrongOtp(otp) },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    const anonymous = await api('POST', '/api/auth/signup/verify-otp', { body: { phone, otp } });
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    const user = await loginUser();
    expect(
      (await api('POST', '/api/auth/signup/verify-otp', { token: user, body: { phone, otp } })).status,
    ).toBe(403);
    const ok = await api('POST', '/api/auth/signup/verify-otp', { token, body: { phone, otp } });
    expect(ok).toMatchObject({ status: 200, body: { user: { phone } } });
    // The code is spent: nobody (not even another host) changes a phone with it again.
    const replay = await api('POST', '/api/auth/signup/verify-otp', { token: other, body: { phone, otp } });
    expect(replay.status).toBe(400);
    expect((await api('GET', '/api/auth/me', { token: other })).body.user.phone).toBe(OTHER_HOST.phone);
  });

  it('updates the password with old/new/confirm', async () => {
    const token = await loginHost();
    const mismatch = await api('POST', '/api/auth/host/update-password', {
      token,
      body: { oldPassword: HOST.password, newPassword: 'a1', confirmPassword: 'a2' },
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
    const wrongOld = await api('POST', '/api/auth/host/update-password', {
      token,
      body: { oldPassword: 'bad', newPassword: 'a1', confirmPassword: 'a1' },
    });
    expect(wrongOld.status).toBe(400);
    const ok = await api('POST', '/api/auth/host/update-password', {
      token,
      body: { oldPassword: HOST.password, newPassword: 'newPass9', confirmPassword: 'newPass9' },
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });
  });

  it('uploads, serves and removes a profile picture; rejects non-images and > 5 MB', async () => {
    const token = await loginHost();
    const form = new FormData();
    form.append('profilePicture', imageFile());
    const reply = await api('POST', '/api/auth/host/update-profile-picture', { token, form });
    expect(reply.status).toBe(200);
    const path = reply.body.profilePictureUrl as string;
    expect(path).toMatch(/^uploads\/.+\.png$/);
    const served = await api('GET', `/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const text = new FormData();
    text.append('profilePicture', new File(['hi'], 'a.txt', { type: 'text/plain' }));
    expect(
      (await api('POST', '/api/auth/host/update-profile-picture', { token, form: text })).body.message,
    ).toBe('Please select an image file');
    const big = new FormData();
    big.append('profilePicture', imageFile('big.png', 'image/png', 5_242_881));
    expect(
      (await api('POST', '/api/auth/host/update-profile-picture', { token, form: big })).body.message,
    ).toBe('Image size should be less than 5MB');
    const removed = await api('DELETE', '/api/auth/host/update-profile-picture', { token });
    expect(removed).toMatchObject({ status: 200, body: { message: 'Profile picture removed successfully' } });
    expect((await api('GET', `/${path}`)).status).toBe(404);
  });

  it('sets the call background: inbuilt, custom, none; with the background messages', async () => {
    const token = await loginHost();
    const list = await api('GET', '/api/auth/inbuilt-backgrounds', { token });
    expect(list.body.backgrounds.length).toBeGreaterThan(2);
    const svg = await api('GET', list.body.backgrounds[0]);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');

    const inbuilt = new FormData();
    inbuilt.append('backgroundType', 'inbuilt');
    inbuilt.append('selectedBackground', 'inbuilt-2');
    const a = await api('POST', '/api/auth/host/update-call-background', { token, form: inbuilt });
    expect(a.body).toMatchObject({
      message: 'Call background updated successfully',
      callPageBackgroundUrl: 'inbuilt-2',
    });

    const custom = new FormData();
    custom.append('backgroundType', 'custom');
    custom.append('callPageBackground', imageFile('bg.jpg', 'image/jpeg'));
    const b = await api('POST', '/api/auth/host/update-call-background', { token, form: custom });
    expect(b.body.callPageBackgroundUrl).toMatch(/^uploads\/backgrounds\/.+\.jpg$/);

    const wrongType = new FormData();
    wrongType.append('backgroundType', 'custom');
    wrongType.append('callPageBackground', new File(['x'], 'x.pdf', { type: 'application/pdf' }));
    expect(
      (await api('POST', '/api/auth/host/update-call-background', { token, form: wrongType })).body.message,
    ).toBe('Please select an image file for the background');
    const tooBig = new FormData();
    tooBig.append('backgroundType', 'custom');
    tooBig.append('callPageBackground', imageFile('big.png', 'image/png', 5_242_881));
    expect(
      (await api('POST', '/api/auth/host/update-call-background', { token, form: tooBig })).body.message,
    ).toBe('Background image size should be less than 5MB');

    const none = new FormData();
    none.append('backgroundType', 'none');
    const c = await api('POST', '/api/auth/host/update-call-background', { token, form: none });
    expect(c.body.callPageBackgroundUrl).toBe('');
    const empty = await api('POST', '/api/auth/host/update-call-background', { token, form: new FormData() });
    expect(empty.body.message).toBe('No background selected or file provided to save.');
  });
});
