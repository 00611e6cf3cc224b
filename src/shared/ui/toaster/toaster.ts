import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@/shared/config';

/** One app-wide toaster: top right, 3 seconds (spec 01 §6). */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

export type NotifyTone = 'success' | 'error' | 'info' | 'warning';

function show(type: NotifyTone, text: string): string {
  return toaster.create({ type, title: text, duration: TOAST_DURATION_MS, closable: true });
}

/** Plain functions so effector effects (and anything else) can raise toasts without React. */
export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  dismissAll: () => toaster.dismiss(),
};
