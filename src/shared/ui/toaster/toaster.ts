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

function show(type: NotifyTone, text: string, durationMs = TOAST_DURATION_MS): string {
  return toaster.create({ type, title: text, duration: durationMs, closable: true });
}

/** Plain functions for React handlers; models use `toastFx` (or `toast.*`) instead. */
export const notify = {
  success: (text: string, durationMs?: number) => show('success', text, durationMs),
  error: (text: string, durationMs?: number) => show('error', text, durationMs),
  info: (text: string, durationMs?: number) => show('info', text, durationMs),
  warning: (text: string, durationMs?: number) => show('warning', text, durationMs),
  dismissAll: () => toaster.dismiss(),
};

export interface Toast {
  tone: NotifyTone;
  text: string;
  /** Defaults to the spec's 3 seconds. */
  durationMs?: number;
}

/** The one toast effect of every model: features and pages target it (entities never toast). */
export const toastFx = createEffect(({ tone, text, durationMs }: Toast) => {
  if (durationMs === undefined) notify[tone](text);
  else notify[tone](text, durationMs);
});

/** Shorthands for `sample({ ..., fn: () => text, target: toast.error })`. */
export const toast = {
  success: toastFx.prepend((text: string) => ({ tone: 'success', text })),
  error: toastFx.prepend((text: string) => ({ tone: 'error', text })),
  info: toastFx.prepend((text: string) => ({ tone: 'info', text })),
  warning: toastFx.prepend((text: string) => ({ tone: 'warning', text })),
};
