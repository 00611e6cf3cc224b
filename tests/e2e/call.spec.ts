import { expect, test, type BrowserContext, type Page } from './fixtures';
import { focusObscured } from './focus';
import { systemDrawsOverEdges } from './safe-area';
import { api, createUser, expectAudioFlowing, joinFromDashboard, openAs, startCall } from './call-kit';

/**
 * Live call rooms with two (or three) browser contexts and Chromium's fake microphones, against the
 * production build on the Node mock backend. Each test registers its own host, so it never collides with
 * other suites. Peer connections are observed by wrapping RTCPeerConnection in an init script (no test
 * hook ships in the app).
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((context) => context.close()));

/** An iPhone 15 upright and on its side, with what its system draws over the page's edges. */
const IPHONE = {
  upright: { size: { width: 390, height: 844 }, insets: { top: 0, right: 0, bottom: 34, left: 0 } },
  sideways: { size: { width: 844, height: 390 }, insets: { top: 0, right: 47, bottom: 21, left: 47 } },
};

async function holdPhone(page: Page, way: keyof typeof IPHONE) {
  await page.setViewportSize(IPHONE[way].size);
  await systemDrawsOverEdges(page, IPHONE[way].insets);
}

/**
 * How far above the home indicator the lowest button of the room's footer ends once the page is scrolled to
 * its end, in px (negative: over it); and how far the room scrolls at all.
 */
async function footerClearance(page: Page, way: keyof typeof IPHONE) {
  const boxes = await Promise.all(
    (await page.locator('footer').getByRole('button').all()).map((button) => button.boundingBox()),
  );
  const lowest = Math.max(...boxes.map((box) => (box ? box.y + box.height : Infinity)));
  return IPHONE[way].size.height - IPHONE[way].insets.bottom - lowest;
}

/**
 * Across a phone on its side: where the room's backdrop begins and ends, and how close its header's title and its
 * footer's buttons come to the screen's sides, in px.
 */
async function roomAcross(page: Page, testId: string) {
  const room = await page.getByTestId(testId).boundingBox();
  const title = await page.locator('header h1').boundingBox();
  const buttons = await Promise.all(
    (await page.locator('footer').getByRole('button').all()).map((button) => button.boundingBox()),
  );
  const width = IPHONE.sideways.size.width;
  return {
    backdrop: [room?.x, room ? room.x + room.width : undefined],
    titleFromLeft: title?.x,
    buttonsFromSides: Math.min(
      ...buttons.map((box) => (box ? Math.min(box.x, width - box.x - box.width) : -1)),
    ),
    sidewaysScroll: await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
  };
}

const roomScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);

test('host and user talk: audio both ways, hold to speak, mute, room-full, reconnect, host ends', async ({
  browser,
}) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Ravi Caller');
  const other = await createUser(hostSide.page, host, 'Second Caller');
  const userSide = await openAs(browser, user);
  const hostPage = hostSide.page;
  const userPage = userSide.page;

  await joinFromDashboard(userPage, meetingId);
  const tile = hostPage.getByTestId('participant-tile').filter({ hasText: 'Ravi Caller' });
  await expect(tile).toBeVisible();

  // Audio flows both ways (the host's microphone is on; the user's track runs muted by default).
  await expectAudioFlowing(userPage, hostPage);
  await expectAudioFlowing(hostPage, userPage);

  // Hold to speak: the host's tile shows speaking; releasing ends it (after 500 ms).
  const talk = userPage.getByRole('button', { name: 'Hold to Speak' });
  await talk.hover();
  await userPage.mouse.down();
  await expect(userPage.getByRole('button', { name: 'Speaking' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile).toHaveAttribute('data-speaking', 'true');
  await expectAudioFlowing(hostPage, userPage);
  await userPage.mouse.up();
  await expect(tile).toHaveAttribute('data-speaking', 'false');

  // Back in a room asks first: the leave dialog opens and the room stays (spec 02 §2).
  await userPage.goBack();
  const leave = userPage.getByRole('alertdialog', { name: 'Leave Call' });
  await expect(leave).toBeVisible();
  await expect(userPage).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(userPage).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await expect(tile).toBeVisible();

  // The host mutes the user, who sees it; unmuting gives the control back.
  await hostPage.getByRole('button', { name: 'Mute Ravi Caller' }).click();
  await expect(userPage.getByText('The host has muted you')).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Hold to Speak' })).toBeDisabled();
  await hostPage.getByRole('button', { name: 'Unmute Ravi Caller' }).click();
  await expect(userPage.getByRole('button', { name: 'Hold to Speak' })).toBeEnabled();

  // Host mute is announced to the user.
  await hostPage.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(userPage.getByTestId('host-status')).toHaveText('Muted');
  await hostPage.getByRole('button', { name: 'Unmute', exact: true }).click();
  // Unmuted, the host's fake microphone beeps every second, so the status may already read 'Speaking'.
  await expect(userPage.getByTestId('host-status')).toHaveText(/^(Connected|Speaking)$/);

  // A second user gets room-full.
  const otherSide = await openAs(browser, other);
  await otherSide.page.goto(`/user/call/${meetingId}`);
  await expect(
    otherSide.page.getByText('This call already has a participant. Please try again later.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await otherSide.page.getByRole('button', { name: 'OK' }).click();
  await expect(otherSide.page).toHaveURL(/\/user-dashboard$/);

  // A network cut on the user side shows reconnecting; the call recovers.
  await userSide.context.setOffline(true);
  await expect(userPage.getByRole('dialog', { name: 'Reconnecting...' })).toBeVisible({ timeout: 20_000 });
  await userSide.context.setOffline(false);
  await expect(userPage.getByRole('dialog', { name: 'Reconnecting...' })).toBeHidden({ timeout: 30_000 });
  await expect(tile).toBeVisible();
  await expectAudioFlowing(userPage, hostPage);

  // The host ends the call: the user is told and redirected.
  await hostPage.getByRole('button', { name: 'End Call' }).click();
  await hostPage.getByRole('alertdialog').getByRole('button', { name: 'End Call' }).click();
  await expect(hostPage).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(userPage.getByText('Host has ended the call').first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });

  // Back pressed on the dashboard the host is shown after the call is absorbed once (spec 01 §4). A host on
  // trial first meets the once-per-host welcome, which hides the page behind it until closed.
  const welcome = hostPage.getByRole('dialog', { name: /^Welcome to / });
  await welcome.getByRole('button', { name: 'Get Started' }).click();
  await expect(welcome).toBeHidden();
  await expect(hostPage.getByRole('button', { name: 'New Call' }).first()).toBeVisible();
  await hostPage.goBack();
  await expect(hostPage).toHaveURL(/\/dashboard$/);

  // The room's socket closed, and the user's dashboard connected again: the host's next call shows up live.
  const next = await api<{ call: { meetingId: string } }>(hostPage, '/api/calls', {
    token: host.token,
    body: { title: 'New Call', type: 'audio' },
  });
  await expect(userPage.getByRole('region', { name: 'Active Call' })).toContainText(next.body.call.meetingId);

  await closeAll(hostSide.context, userSide.context, otherSide.context);
});

test('a user whose microphone opens after the host offered is still heard', async ({ browser }) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Late Microphone');
  const userSide = await openAs(browser, user);
  // The offer reaches the user long before this microphone is ready (a slow device or permission prompt).
  await userSide.context.addInitScript(() => {
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      new Promise((resolve) => setTimeout(resolve, 3000)).then(() => open(constraints));
  });

  await joinFromDashboard(userSide.page, meetingId);
  await expectAudioFlowing(userSide.page, hostSide.page);
  await expectAudioFlowing(hostSide.page, userSide.page);

  await closeAll(hostSide.context, userSide.context);
});

test('on a phone with a home indicator and a notch, both rooms keep their buttons clear of them, upright and sideways', async ({
  browser,
}) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Home Indicator');
  const userSide = await openAs(browser, user);
  await joinFromDashboard(userSide.page, meetingId, hostSide.page);
  await expect(hostSide.page.getByTestId('participant-tile').getByText('Home Indicator')).toBeVisible();

  for (const page of [hostSide.page, userSide.page]) {
    await holdPhone(page, 'upright');
    await expect.poll(() => footerClearance(page, 'upright')).toBeGreaterThanOrEqual(8);
  }
  await expect(userSide.page.getByRole('button', { name: 'Leave' })).toBeInViewport({ ratio: 1 });
  await expect(hostSide.page.getByRole('button', { name: 'End Call' })).toBeInViewport({ ratio: 1 });

  // The smallest phone: the host's room scrolls under its footer of two rows, and keyboard focus stops clear of it.
  await hostSide.page.setViewportSize({ width: 320, height: 568 });
  expect(await focusObscured(hostSide.page, 'Tab', 14)).toEqual([]);
  expect(await focusObscured(hostSide.page, 'Shift+Tab', 14)).toEqual([]);

  // On its side the user's room still fits the screen whole: Hold to Speak, and Leave clear of the indicator.
  await holdPhone(userSide.page, 'sideways');
  await expect.poll(() => footerClearance(userSide.page, 'sideways')).toBeGreaterThanOrEqual(8);
  expect(await roomScroll(userSide.page)).toBeLessThanOrEqual(0);
  await expect(userSide.page.getByRole('button', { name: 'Hold to Speak' })).toBeInViewport({ ratio: 1 });

  // On its side both rooms run their backdrop and bars under the notch, and keep their content clear of it.
  await holdPhone(hostSide.page, 'sideways');
  const { left, right } = IPHONE.sideways.insets;
  for (const [page, testId] of [
    [hostSide.page, 'host-call-page'],
    [userSide.page, 'user-call-page'],
  ] as const) {
    await expect
      .poll(() => roomAcross(page, testId))
      .toMatchObject({
        backdrop: [0, IPHONE.sideways.size.width],
        sidewaysScroll: 0,
      });
    const across = await roomAcross(page, testId);
    expect(across.titleFromLeft).toBeGreaterThanOrEqual(left);
    expect(across.buttonsFromSides).toBeGreaterThanOrEqual(Math.max(left, right));
  }

  await closeAll(hostSide.context, userSide.context);
});

test('the host kicks and then disables a user', async ({ browser }) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Kicked Caller');
  const userSide = await openAs(browser, user);
  const hostPage = hostSide.page;
  const userPage = userSide.page;

  await joinFromDashboard(userPage, meetingId);
  await hostPage.getByRole('button', { name: 'Kick Kicked Caller' }).click();
  await hostPage
    .getByRole('alertdialog', { name: 'Kick Kicked Caller' })
    .getByRole('button', { name: 'Kick' })
    .click();
  await expect(hostPage.getByText('User kicked from call')).toBeVisible();
  await expect(userPage.getByText('You have been kicked from the call').first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });
  await expect(hostPage.getByText('Waiting for participants to join...')).toBeVisible();

  await joinFromDashboard(userPage, meetingId);
  await hostPage.getByRole('button', { name: 'Disable Kicked Caller' }).click();
  await hostPage
    .getByRole('alertdialog', { name: 'Disable Kicked Caller' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(userPage.getByText('Your account has been disabled').first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(hostPage.getByText('Waiting for participants to join...')).toBeVisible();

  await closeAll(hostSide.context, userSide.context);
});
