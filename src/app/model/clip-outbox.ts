// Clips a sub-user recorded but the server never acknowledged (the tab closed or crashed within the 3 s
// after release) are sent as soon as the app runs again for that account, not only at the next call room
// visit. The push-to-talk model, which owns the clips, loads with the call pages; a signed-in sub-user's
// first realtime connection loads it too, off the start's path, and tells it to send what waits.
import { createEffect, sample } from 'effector';
import { $user } from '@/entities/user';
import { realtimeConnected } from '@/shared/api';

const loadPushToTalkFx = createEffect(() => import('@/features/push-to-talk'));

/** Loads the clips' model and starts its outbox (the scope carries over the awaited effect). */
export const startClipOutboxFx = createEffect(async () => {
  const { clipOutboxStarted } = await loadPushToTalkFx();
  clipOutboxStarted();
});

// Clips can only go over the socket: the first connection of a sub-user's session is the moment.
sample({
  clock: realtimeConnected,
  source: $user,
  filter: (user) => user !== null && !user.isHost,
  target: startClipOutboxFx,
});
