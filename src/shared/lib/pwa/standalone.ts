import { SESSION_KEYS } from '@/shared/config';
import { readString } from '../storage/storage';

/** True when the app runs installed: display-mode standalone, iOS `navigator.standalone`, or the session flag. */
export function isRunningInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standaloneMedia =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneMedia || iosStandalone || readString('session', SESSION_KEYS.pwaInstalled) === 'true';
}
