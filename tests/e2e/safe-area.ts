import type { Page } from './fixtures';

export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * What a phone's system draws over the page's edges (a notch, rounded corners, the home indicator), as the
 * page's `env(safe-area-inset-*)` reads it: Chromium's DevTools protocol sets it, which no device profile does.
 */
export async function systemDrawsOverEdges(page: Page, insets: SafeAreaInsets) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setSafeAreaInsetsOverride', { insets });
}
