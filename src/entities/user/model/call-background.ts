import { createEffect, createEvent, createStore, sample } from 'effector';
import { needsInbuiltList, resolveBackground } from '../lib/background';
import { $user } from './session';
import { fetchInbuiltBackgrounds } from '../api/profile';

/**
 * The signed-in person's call page background (spec 02 §2), shown behind both call rooms. The inbuilt list
 * is fetched only when the stored value names an inbuilt background; an uploaded path resolves at once.
 */
export const callBackgroundRequested = createEvent();

export const fetchInbuiltBackgroundsFx = createEffect(fetchInbuiltBackgrounds);

export const $inbuiltBackgrounds = createStore<readonly string[]>([]).on(
  fetchInbuiltBackgroundsFx.doneData,
  (_, list) => list,
);

export const $callBackgroundUrl = sample({
  source: { user: $user, inbuilt: $inbuiltBackgrounds },
  fn: ({ user, inbuilt }) => resolveBackground(user?.callPageBackground, inbuilt),
});

sample({
  clock: callBackgroundRequested,
  source: { user: $user, inbuilt: $inbuiltBackgrounds },
  filter: ({ user, inbuilt }) => inbuilt.length === 0 && needsInbuiltList(user?.callPageBackground),
  target: fetchInbuiltBackgroundsFx,
});
