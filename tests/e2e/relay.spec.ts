import { devices, type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { createUser, expectAudioFlowing, joinByLink, openAs, startCall } from './call-kit';

/**
 * Calls through the TURN relay (coturn beside the mock backend, credentials from GET /api/ice-servers):
 * Playwright's iPhone, whose user agent makes the app relay-only (spec 02 §7), joins a host on desktop
 * Chromium. Runs against the production build and the dev server.
 */
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 15'];

test.describe.configure({ timeout: 90_000 });

/** The selected candidate pair's local candidate of each live peer: its type and relay protocol. */
function selectedLocalCandidates(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs ?? [];
    const found: Array<{ candidateType?: string; relayProtocol?: string }> = [];
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; selectedCandidatePairId?: string }) => {
        if (report.type !== 'transport' || !report.selectedCandidatePairId) return;
        const pair = stats.get(report.selectedCandidatePairId) as { localCandidateId: string };
        found.push(stats.get(pair.localCandidateId) as { candidateType?: string; relayProtocol?: string });
      });
    }
    return found.map(({ candidateType, relayProtocol }) => ({ candidateType, relayProtocol }));
  });
}

/** A host in a call and an iPhone user about to join it; `rewrite` stands between the phone and its relay servers. */
async function iPhoneInvited(
  browser: Parameters<typeof startCall>[0],
  rewrite?: (route: Route) => Promise<void>,
) {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Iris Phone');
  const phone = await openAs(browser, user, {}, iPhone);
  const requests: string[] = [];
  await phone.context.route('**/api/ice-servers**', async (route) => {
    requests.push(route.request().url());
    await (rewrite ? rewrite(route) : route.continue());
  });
  return { hostSide, phone, meetingId, requests };
}

async function iPhoneJoins(
  browser: Parameters<typeof startCall>[0],
  rewrite?: (route: Route) => Promise<void>,
) {
  const invited = await iPhoneInvited(browser, rewrite);
  await joinByLink(invited.phone.page, invited.meetingId, invited.hostSide.page);
  return invited;
}

test('an iPhone joins a desktop host through the relay: audio both ways on a relay candidate', async ({
  browser,
}) => {
  const { hostSide, phone, requests } = await iPhoneJoins(browser);
  await expectAudioFlowing(phone.page, hostSide.page);
  await expectAudioFlowing(hostSide.page, phone.page);
  expect(await selectedLocalCandidates(phone.page)).toEqual([
    expect.objectContaining({ candidateType: 'relay' }),
  ]);
  expect(requests.length).toBeGreaterThanOrEqual(1);
  await Promise.all([phone.context.close(), hostSide.context.close()]);
});

test('with only the TCP relay offered, the call still carries audio through it', async ({ browser }) => {
  const { hostSide, phone } = await iPhoneJoins(browser, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { iceServers: Array<{ urls: string[] }>; ttl: number };
    const tcpOnly = body.iceServers.map((server) => ({
      ...server,
      urls: server.urls.filter((url) => url.startsWith('turn:') && url.endsWith('?transport=tcp')),
    }));
    expect(tcpOnly[0]?.urls).toHaveLength(1);
    await route.fulfill({ response, json: { ...body, iceServers: tcpOnly } });
  });
  await expectAudioFlowing(phone.page, hostSide.page);
  await expectAudioFlowing(hostSide.page, phone.page);
  expect(await selectedLocalCandidates(phone.page)).toEqual([
    expect.objectContaining({ candidateType: 'relay', relayProtocol: 'tcp' }),
  ]);
  await Promise.all([phone.context.close(), hostSide.context.close()]);
});

test('credentials that expired before use are refused by the relay; the ICE restart fetches fresh ones', async ({
  browser,
}) => {
  // The join's first two answers (the check before joining, then the link's own) carry credentials that
  // expire in a second and reach the phone only after they have: coturn refuses them, so the relay-only
  // phone gathers no candidate until the restart asks the backend again.
  let expiredAnswers = 2;
  const { hostSide, phone, requests } = await iPhoneJoins(browser, async (route) => {
    if (expiredAnswers <= 0) return route.continue();
    expiredAnswers -= 1;
    const url = new URL(route.request().url());
    url.searchParams.set('ttl', '1');
    const response = await route.fetch({ url: url.toString() });
    const body = (await response.json()) as { iceServers: Array<{ username?: string }>; ttl: number };
    expect(body.ttl).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await route.fulfill({ response, json: body });
  });
  expect(expiredAnswers).toBe(0);
  expect(requests.length).toBeGreaterThanOrEqual(3);
  await expectAudioFlowing(phone.page, hostSide.page);
  await expectAudioFlowing(hostSide.page, phone.page);
  expect(await selectedLocalCandidates(phone.page)).toEqual([
    expect.objectContaining({ candidateType: 'relay' }),
  ]);
  await Promise.all([phone.context.close(), hostSide.context.close()]);
});

test('with no relay on offer, an iPhone is told it needs one and can go back', async ({ browser }) => {
  // What a backend that runs no relay answers.
  const { hostSide, phone, meetingId } = await iPhoneInvited(browser, (route) =>
    route.fulfill({ json: { iceServers: [], ttl: 3600 } }),
  );
  await phone.page.goto(`/user/call/${meetingId}`);
  const notice = phone.page.getByRole('alertdialog', { name: 'Unable to join' });
  await expect(notice).toContainText('This device needs a relay server to join calls', { timeout: 15_000 });
  // The host never saw the phone join.
  await expect(hostSide.page.getByText('Waiting for participants to join...')).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(phone.page).toHaveURL(/\/user-dashboard$/);
  await Promise.all([phone.context.close(), hostSide.context.close()]);
});
