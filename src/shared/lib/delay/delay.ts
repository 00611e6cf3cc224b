import { createEffect } from 'effector';

/**
 * The one delay effect: resolves after `ms`. A model that reacts to its own wait derives a local effect with
 * `attach({ effect: delayFx, mapParams: () => MS })`, so its `.done` fires only for that wait.
 */
export const delayFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
