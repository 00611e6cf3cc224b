import { createEvent, sample } from 'effector';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib';

/** 'Renew Plan': /settings with the flag that opens the renew modal (spec 01 §2). */
export const renewPlanClicked = createEvent();

sample({
  clock: renewPlanClicked,
  fn: () => ({ to: ROUTES.settings, state: { showRenewModal: true } }),
  target: navigateFx,
});
