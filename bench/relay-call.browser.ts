import { devices, expect, test } from '@playwright/test';
import { createUser, inboundBytes, openAs, startCall } from '../tests/e2e/call-kit';
import { median, recordBenchResult } from './results';

/**
 * A call through the TURN relay on loopback: Playwright's iPhone (relay-only) joins a desktop host.
 * - join to first audio: from pressing Join Call on the dashboard's Active Call card (as a person joins) to
 *   the first audio bytes the iPhone receives, median of 5 joins (each one leaves to the dashboard first);
 * - the same from opening the call's link in a fresh page load, which adds the app's start (printed, and
 *   budgeted by the start-up benchmarks, not here);
 * - one-way audio delay estimate through the relay: the connection-quality badge's own figure.
 */
const JOINS = 5;
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 15'];

test('relay call: join to first audio and one-way delay through coturn', async ({ browser }) => {
  test.setTimeout(170_000);
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Bench Phone');
  const phone = await openAs(browser, user, {}, iPhone);
  const page = phone.page;

  const backOnDashboard = async () => {
    await page.goto('/user-dashboard');
    await expect(hostSide.page.getByText('Waiting for participants to join...')).toBeVisible();
  };
  /** From the start of `join` to the first audio bytes the phone receives. */
  const timeToFirstAudio = async (join: () => Promise<unknown>) => {
    const startedAt = Date.now();
    await join();
    await expect.poll(() => inboundBytes(page), { intervals: [25], timeout: 20_000 }).toBeGreaterThan(0);
    return Date.now() - startedAt;
  };

  const pressed: number[] = [];
  const opened: number[] = [];
  for (let join = 0; join < JOINS; join += 1) {
    await backOnDashboard();
    const joinButton = page
      .getByRole('region', { name: 'Active Call' })
      .getByRole('button', { name: 'Join Call' });
    await expect(joinButton).toBeEnabled();
    pressed.push(await timeToFirstAudio(() => joinButton.click()));

    await backOnDashboard();
    opened.push(await timeToFirstAudio(() => page.goto(`/user/call/${meetingId}`)));
  }
  console.log(`bench: relay join to first audio, Join Call pressed (ms): ${pressed.join(', ')}`);
  console.log(
    `bench: relay join to first audio, call link opened in a fresh load (ms): ${opened.join(', ')}; median ${median(opened)}`,
  );
  recordBenchResult({
    name: 'relay call > join to first audio (median of 5)',
    value: median(pressed),
    unit: 'ms',
    budget: 1500,
  });

  // The badge's figure settles after a few samples of getStats.
  await page.waitForTimeout(4000);
  await page.getByTestId('connection-quality').click();
  const row = page
    .locator('dt', { hasText: 'One-way delay (estimate)' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(row).toHaveText(/^\d+(\.\d+)? ms$/);
  const oneWay = Number.parseFloat((await row.textContent()) ?? '');
  recordBenchResult({
    name: 'relay call > one-way audio delay estimate',
    value: oneWay,
    unit: 'ms',
    budget: 80,
  });

  await Promise.all([phone.context.close(), hostSide.context.close()]);
});
