import { existsSync } from 'node:fs';

/** System Chromium first (Playwright cannot download browsers here): CHROMIUM_PATH, /usr/bin/chromium, else Playwright's own. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/**
 * The browser the tests run in: Chromium's headless shell (Debian's `chromium-headless-shell`), which is what
 * Playwright itself runs headless tests in. It renders no browser UI, so the same tests take about a quarter
 * less time on 2 cores; the full browser stays for what a person runs (benchmarks, Lighthouse, installing).
 * CHROMIUM_HEADLESS_SHELL_PATH names another; without one the tests use the full Chromium.
 */
export function testBrowserExecutable(): string | undefined {
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) return process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  return chromiumExecutable();
}

/** What any headless run here needs: no sandbox or GPU, and no background traffic of the browser's own. */
export const chromiumBaseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumArgs = [
  ...chromiumBaseArgs,
  // Calls: fake microphones, no permission prompts, and host candidates usable on loopback.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
