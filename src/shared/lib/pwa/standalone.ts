import { SESSION_KEYS } from '@/shared/config';
import { readString } from '../storage/storage';

/** True when the window shows the app installed: display-mode standalone or iOS `navigator.standalone`. */
export function isDisplayedStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const standaloneMedia =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneMedia || iosStandalone;
}

/** True when the app runs installed: displayed standalone, or the session flag `pwa_installed` says so. */
export function isRunningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  return isDisplayedStandalone() || readString('session', SESSION_KEYS.pwaInstalled) === 'true';
}
