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

async function iPhoneJoins(
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
  await joinByLink(phone.page, meetingId, hostSide.page);
  return { hostSide, phone, requests };
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
