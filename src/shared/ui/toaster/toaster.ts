import { createToaster } from '@chakra-ui/react';
import { createEffect } from 'effector';
import { TOAST_DURATION_MS } from '@/shared/config';

/** One app-wide toaster: top right, 3 seconds (spec 01 §6). */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

export type NotifyTone = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  tone: NotifyTone;
  text: string;
  /** Defaults to the spec's 3 seconds. */
  durationMs?: number;
}

/**
 * The app's one way to show a toast: models target it (features and pages; entities never toast) and
 * components call it through `useUnit`. Resolves to the toast's id.
 */
export const toastFx = createEffect(({ tone, text, durationMs = TOAST_DURATION_MS }: Toast) =>
  toaster.create({ type: tone, title: text, duration: durationMs, closable: true }),
);

/** Shorthands for `sample({ ..., fn: () => text, target: toast.error })`. */
export const toast = {
  success: toastFx.prepend((text: string) => ({ tone: 'success', text })),
  error: toastFx.prepend((text: string) => ({ tone: 'error', text })),
  info: toastFx.prepend((text: string) => ({ tone: 'info', text })),
  warning: toastFx.prepend((text: string) => ({ tone: 'warning', text })),
};
