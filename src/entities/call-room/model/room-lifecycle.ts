import { attach, createEvent, createStore, sample } from 'effector';
import { delayFx } from '@/shared/lib';

/**
 * Makes opening a call room idempotent. A page signals `opened` (with the room's target: the host room's
 * call `_id`, the user room's meeting id) on mount and `closed` on unmount; React's StrictMode (`npm run dev`)
 * and fast navigation mount, unmount and mount again within one task; joining on each mount would make the
 * host send two offers for one join (a silent call). Here the close waits one task: opening the same room
 * again meanwhile cancels it, so the room is `entered` once and `left` once. Opening another room leaves the
 * current one at once.
 */
export function createRoomLifecycle<Target>(idOf: (target: Target) => string | null) {
  const opened = createEvent<Target>();
  const closed = createEvent();
  const entered = createEvent<Target>();
  const left = createEvent();

  const $current = createStore<Target | null>(null);
  const $closePending = createStore(false);

  const switched = sample({
    clock: opened,
    source: $current,
    filter: (current, next) => current === null || idOf(current) !== idOf(next),
    fn: (current, next) => ({ current, next }),
  });
  sample({ clock: switched, filter: ({ current }) => current !== null, target: left });
  sample({ clock: switched, fn: ({ next }) => next, target: entered });
  $current.on(entered, (_, next) => next).reset(left);

  const nextTaskFx = attach({ effect: delayFx, mapParams: () => 0 });
  $closePending.on(closed, () => true).reset([opened, left]);
  sample({ clock: closed, target: nextTaskFx });
  sample({ clock: nextTaskFx.done, source: $closePending, filter: Boolean, target: left });

  return { opened, closed, entered, left, $current };
}
