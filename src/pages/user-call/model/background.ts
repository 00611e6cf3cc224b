import { createEffect, createEvent, createStore, sample } from 'effector';
import { $user } from '@/entities/user';
import { API_PATHS, apiRequest, inbuiltBackgroundsResponseSchema } from '@/shared/api';
import { config } from '@/shared/config';

/**
 * The call page background (spec 02 §2): an 'uploads/…' path is an uploaded image, 'inbuilt-N' is the
 * N-th inbuilt background, anything else (or 'default') means none.
 */
export const backgroundRequested = createEvent();

export const fetchInbuiltBackgroundsFx = createEffect(async () => {
  const { backgrounds } = await apiRequest(API_PATHS.inbuiltBackgrounds, inbuiltBackgroundsResponseSchema, {
    method: 'get',
  });
  return backgrounds;
});

const $inbuilt = createStore<string[]>([]).on(fetchInbuiltBackgroundsFx.doneData, (_, list) => list);

export function resolveBackground(value: string | undefined | null, inbuilt: string[]): string | null {
  if (!value || value === 'default') return null;
  if (/^https?:\/\//.test(value)) return value;
  if (value.replace(/^\/+/, '').startsWith('uploads/')) {
    return `${config.apiBaseUrl.replace(/\/$/, '')}/${value.replace(/^\/+/, '')}`;
  }
  const match = /^inbuilt-(\d+)$/.exec(value);
  return match ? (inbuilt[Number(match[1])] ?? null) : null;
}

export const $backgroundUrl = sample({
  source: { user: $user, inbuilt: $inbuilt },
  fn: ({ user, inbuilt }) => resolveBackground(user?.callPageBackground, inbuilt),
});

sample({
  clock: backgroundRequested,
  source: $user,
  filter: (user) => Boolean(user?.callPageBackground?.startsWith('inbuilt-')),
  target: fetchInbuiltBackgroundsFx,
});
