import { STATIC_PAGE } from '@/shared/lib';
import { PENDING_APP_ACTION } from './copy';

/**
 * Repeats, on the app's page, the control the visitor pressed on the static page before the app loaded (an
 * Apply or Install button opens its dialog). Focus goes to the control first, so the dialog returns it there.
 */
export function repeatPendingAppAction(): void {
  const holder = window as unknown as Record<string, unknown>;
  const action = holder[PENDING_APP_ACTION];
  delete holder[PENDING_APP_ACTION];
  if (typeof action !== 'string') return;
  const control = [...document.querySelectorAll<HTMLElement>(`[${STATIC_PAGE.appActionAttribute}]`)].find(
    (element) => element.getAttribute(STATIC_PAGE.appActionAttribute) === action && !element.hidden,
  );
  control?.focus();
  control?.click();
}
