import { createEffect } from 'effector';
import { notify } from '@/shared/ui';

export const notifySuccessFx = createEffect((text: string) => {
  notify.success(text);
});
export const notifyErrorFx = createEffect((text: string) => {
  notify.error(text);
});
