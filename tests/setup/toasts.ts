import { onTestFinished, vi } from 'vitest';
import { toastFx, type NotifyTone } from '@/shared/ui';

/**
 * The texts of the toasts of one tone raised through `toastFx` (the app's one toast API) during the test,
 * in any scope, as a mock to assert on.
 */
export function toastsShown(tone: NotifyTone) {
  const shown = vi.fn<(text: string) => void>();
  const subscription = toastFx.watch((toast) => {
    if (toast.tone === tone) shown(toast.text);
  });
  onTestFinished(() => subscription.unsubscribe());
  return shown;
}
