import { expect, test, type Page } from './fixtures';
import {
  createUser,
  expectAudioFlowing,
  expectConnected,
  joinByLink,
  joinFromDashboard,
  openAs,
  startCall,
} from './call-kit';

/**
 * No call is ever silent. A fresh join, a leave and rejoin, and a reload during the call each
 * end with audio both ways, one live peer connection per side and one peer (one offer) per join on the
 * host. The user opens the call page directly: the dashboard's first load is not what these tests are
 * about, and on a loaded machine it is the slowest step. Runs against the production build and, in the
 * `dev-calls` project, against `vite` in dev mode, where React's StrictMode mounts each room twice (two
 * joins would send two offers and leave the call silent).
 */
test.describe.configure({ timeout: 120_000 });

interface PeerCounts {
  created: number;
  live: number;
  offers: number;
}

/** Peer connections the page created, those not closed, and the offers it set (ICE restarts excluded). */
function peerCounts(page: Page): Promise<PeerCounts> {
  return page.evaluate(() => {
    const peers = (window as unknown as { __pcs?: RTCPeerConnection[] }).__pcs ?? [];
    const log = (window as unknown as { __pcLog?: string[] }).__pcLog ?? [];
    const firstOffers = new Set(log.filter((line) => / local offer /.test(line)).map((l) => l.split(' ')[1]));
    return {
      created: peers.length,
      live: peers.filter((pc) => pc.connectionState !== 'closed').length,
      offers: firstOffers.size,
    };
  });
}

async function expectTalking(hostPage: Page, userPage: Page) {
  await expectAudioFlowing(userPage, hostPage);
  await expectAudioFlowing(hostPage, userPage);
}

async function setUp(browser: Parameters<typeof startCall>[0], name: string) {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, name);
  const userSide = await openAs(browser, user);
  const tile = hostSide.page.getByTestId('participant-tile').filter({ hasText: name });
  return { hostSide, userSide, meetingId, tile };
}

test('a fresh join: audio both ways, one peer on each side, one offer', async ({ browser }) => {
  const { hostSide, userSide, meetingId, tile } = await setUp(browser, 'Fresh Joiner');

  await joinByLink(userSide.page, meetingId, hostSide.page);
  await expect(tile).toBeVisible();
  await expectTalking(hostSide.page, userSide.page);
  expect(await peerCounts(hostSide.page)).toEqual({ created: 1, live: 1, offers: 1 });
  expect((await peerCounts(userSide.page)).live).toBe(1);

  await Promise.all([hostSide.context.close(), userSide.context.close()]);
});

test('leave and rejoin: the old peer is closed at once, the new one carries audio', async ({ browser }) => {
  const { hostSide, userSide, meetingId, tile } = await setUp(browser, 'Rejoiner');
  const userPage = userSide.page;

  await joinByLink(userPage, meetingId, hostSide.page);
  await expectTalking(hostSide.page, userPage);

  await userPage.getByRole('button', { name: 'Leave', exact: true }).click();
  await userPage.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(userPage).toHaveURL(/\/user-dashboard$/, { timeout: 15_000 });
  await expect(tile).toBeHidden();
  await expect(hostSide.page.getByText('Waiting for participants to join...')).toBeVisible();
  await expect.poll(() => peerCounts(hostSide.page)).toEqual({ created: 1, live: 0, offers: 1 });

  await joinByLink(userPage, meetingId, hostSide.page);
  await expect(tile).toBeVisible();
  await expectTalking(hostSide.page, userPage);
  expect(await peerCounts(hostSide.page)).toEqual({ created: 2, live: 1, offers: 2 });
  expect((await peerCounts(userPage)).live).toBe(1);

  await Promise.all([hostSide.context.close(), userSide.context.close()]);
});

test('a reload during the call: the user is back in the room and heard', async ({ browser }) => {
  const { hostSide, userSide, meetingId, tile } = await setUp(browser, 'Reloader');
  const userPage = userSide.page;

  await joinByLink(userPage, meetingId, hostSide.page);
  await expectTalking(hostSide.page, userPage);

  // The room's leave guard asks before unloading; a reload accepts it.
  userPage.on('dialog', (dialog) => void dialog.accept());
  await userPage.reload();
  await expect(userPage).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await expectConnected(userPage, hostSide.page);
  await expect(tile).toHaveCount(1);
  await expectTalking(hostSide.page, userPage);
  // The reloaded page made one peer; the host made one per join and kept one live.
  expect((await peerCounts(userPage)).live).toBe(1);
  await expect.poll(() => peerCounts(hostSide.page)).toEqual({ created: 2, live: 1, offers: 2 });

  await Promise.all([hostSide.context.close(), userSide.context.close()]);
});

test("the browser's Back during a call asks first; after leaving, the dashboard absorbs one Back", async ({
  browser,
}) => {
  const { hostSide, userSide, meetingId, tile } = await setUp(browser, 'Back Presser');
  const userPage = userSide.page;
  await userPage.goto('/user-profile');
  await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
  // History: the profile, the dashboard, the room (the last two in the app).
  await joinFromDashboard(userPage, meetingId, hostSide.page);
  await expect(tile).toBeVisible();

  await userPage.goBack();
  const leave = userPage.getByRole('alertdialog', { name: 'Leave Call' });
  await expect(leave).toBeVisible();
  await expect(userPage).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expectTalking(hostSide.page, userPage);

  await userPage.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(userPage).toHaveURL(/\/user-dashboard$/, { timeout: 15_000 });
  await expect(tile).toBeHidden();

  // The room's entry became the dashboard, and the first Back stays there: two Backs reach the dashboard the
  // user came from, a third the profile.
  await expect(userPage.getByRole('region', { name: 'Active Call' })).toBeVisible();
  await userPage.goBack();
  await expect(userPage).toHaveURL(/\/user-dashboard$/);
  await userPage.goBack();
  await expect(userPage).toHaveURL(/\/user-dashboard$/);
  await userPage.goBack();
  await expect(userPage).toHaveURL(/\/user-profile$/);

  await Promise.all([hostSide.context.close(), userSide.context.close()]);
});
