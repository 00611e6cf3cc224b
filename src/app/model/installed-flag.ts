import { createEffect } from 'effector';
import { SESSION_KEYS } from '@/shared/config';
import { isDisplayedStandalone, writeString } from '@/shared/lib';

/**
 * Writes the session flag `pwa_installed` (spec 01 §3) when the app runs installed, so the tab keeps counting
 * as installed (the sign-in and sign-up routes) for the rest of the session.
 */
export const installedFlagWrittenFx = createEffect(() => {
  if (isDisplayedStandalone()) writeString('session', SESSION_KEYS.pwaInstalled, 'true');
});
