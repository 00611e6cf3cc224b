import { expect, test } from '@playwright/test';
import { createUser, joinFromDashboard, openAs, startCall } from '../tests/e2e/call-kit';
import { median, recordBenchResult } from './results';

/**
 * Live call on loopback (two contexts, fake microphones):
 * - the user's press (Space keydown on 'Hold to Speak') to the speaking indicator on the host's tile, median
 *   of 20 presses, both read from the browsers' shared wall clock (performance.timeOrigin + now);
 * - the one-way audio delay estimate host → user from getStats: round trip / 2 + jitter buffer delay.
 */
const PRESSES = 20;

test('call: press-to-speaking indicator and one-way audio delay', async ({ browser }) => {
  test.setTimeout(170_000);
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Bench Caller');
  const userSide = await openAs(browser, user);
  const hostPage = hostSide.page;
  const userPage = userSide.page;
  await joinFromDashboard(userPage, meetingId);

  const tile = hostPage.getByTestId('participant-tile').filter({ hasText: 'Bench Caller' });
  await expect(tile).toHaveAttribute('data-speaking', 'false');
  await userPage.addScriptTag({
    content: `window.__pressAt = 0;
      document.addEventListener('keydown', (event) => {
        if (event.code === 'Space' && !event.repeat) window.__pressAt = performance.timeOrigin + event.timeStamp;
      }, true);`,
  });
  const talk = userPage.getByRole('button', { name: 'Hold to Speak' });
  await talk.focus();

  const samples: number[] = [];
  for (let index = 0; index < PRESSES; index += 1) {
    const shown = hostPage.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const target = document.querySelector('[data-testid="participant-tile"]');
          if (!target) return resolve(Number.NaN);
          const observer = new MutationObserver(() => {
            if (target.getAttribute('data-speaking') === 'true') {
              observer.disconnect();
              resolve(performance.timeOrigin + performance.now());
            }
          });
          observer.observe(target, { attributes: true, attributeFilter: ['data-speaking'] });
        }),
    );
    // Give the observer a moment to be installed before pressing.
    await hostPage.waitForTimeout(50);
    await userPage.keyboard.down('Space');
    const shownAt = await shown;
    const pressedAt = await userPage.evaluate(() => (window as unknown as { __pressAt: number }).__pressAt);
    samples.push(shownAt - pressedAt);
    await userPage.keyboard.up('Space');
    await expect(tile).toHaveAttribute('data-speaking', 'false');
  }
  const pressToIndicator = median(samples);
  console.log(
    `bench: press-to-indicator samples (ms): ${samples.map((value) => value.toFixed(1)).join(', ')}`,
  );
  recordBenchResult({
    name: 'call > press to speaking indicator (median of 20)',
    value: pressToIndicator,
    unit: 'ms',
    budget: 50,
  });

  // One-way delay host → user: RTT / 2 from the nominated candidate pair + the jitter buffer delay over
  // the last two seconds (Δ jitterBufferDelay / Δ jitterBufferEmittedCount), i.e. the current figure.
  await userPage.waitForTimeout(2000);
  const readDelay = () =>
    userPage.evaluate(async () => {
      const peers = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter(
        (pc) => pc.connectionState === 'connected',
      );
      const pc = peers[peers.length - 1];
      const figures = { rtt: Number.NaN, delay: 0, emitted: 0 };
      if (!pc) return figures;
      (await pc.getStats()).forEach((report: Record<string, unknown>) => {
        if (
          report.type === 'candidate-pair' &&
          report.nominated &&
          typeof report.currentRoundTripTime === 'number'
        ) {
          figures.rtt = report.currentRoundTripTime * 1000;
        }
        if (report.type === 'inbound-rtp' && report.kind === 'audio') {
          figures.delay = Number(report.jitterBufferDelay ?? 0);
          figures.emitted = Number(report.jitterBufferEmittedCount ?? 0);
        }
      });
      return figures;
    });
  const first = await readDelay();
  await userPage.waitForTimeout(2000);
  const second = await readDelay();
  const jitterBufferMs = ((second.delay - first.delay) / Math.max(1, second.emitted - first.emitted)) * 1000;
  const delay = second.rtt / 2 + jitterBufferMs;
  console.log(`bench: rtt ${second.rtt.toFixed(1)} ms, jitter buffer ${jitterBufferMs.toFixed(1)} ms`);
  expect(Number.isFinite(delay)).toBe(true);
  recordBenchResult({ name: 'call > one-way audio delay estimate', value: delay, unit: 'ms', budget: 80 });

  await Promise.all([hostSide.context.close(), userSide.context.close()]);
});
