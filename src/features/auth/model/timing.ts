import { createEffect } from 'effector';

/** A fresh 'wait ms' effect per use, so each timed step (spinner, redirect, notice) is its own unit. */
export function createWait() {
  return createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
