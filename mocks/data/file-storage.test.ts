// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { api, imageFile, loginHost, setupContractServer } from '../contract/harness';
import { setStoredFilesCap, storedFileBytes, STORED_FILES_FULL_MESSAGE } from './file-storage';

setupContractServer();
afterEach(() => setStoredFilesCap(null));

function picture(size: number) {
  const form = new FormData();
  form.append('profilePicture', imageFile('picture.png', 'image/png', size));
  return form;
}

/** The in-browser backend keeps every upload in the browser's storage, up to a cap. */
describe('stored files cap', () => {
  it('refuses an upload past the cap with its message and keeps the picture the account had', async () => {
    const token = await loginHost();
    const first = await api('POST', '/api/auth/host/update-profile-picture', { token, form: picture(64) });
    expect(first.status).toBe(200);
    setStoredFilesCap(storedFileBytes() + 32);

    const refused = await api('POST', '/api/auth/host/update-profile-picture', { token, form: picture(64) });
    expect(refused).toMatchObject({ status: 507, body: { message: STORED_FILES_FULL_MESSAGE } });
    const me = await api('GET', '/api/auth/me', { token });
    expect(JSON.stringify(me.body)).toContain(first.body.profilePictureUrl as string);
  });

  it('has no cap unless one is set (the Node backend)', async () => {
    const token = await loginHost();
    const reply = await api('POST', '/api/auth/host/update-profile-picture', { token, form: picture(4096) });
    expect(reply.status).toBe(200);
  });
});
