import {
  attach,
  createEvent,
  createStore,
  sample,
  scopeBind,
  type EventCallable,
  type Store,
} from 'effector';

export interface Countdown {
  /** Starts (or restarts) from `seconds`. */
  started: EventCallable<void>;
  /** Stops and clears the countdown (e.g. leaving the step). */
  stopped: EventCallable<void>;
  /** One second elapsed. */
  ticked: EventCallable<void>;
  $secondsLeft: Store<number>;
  /** True once the countdown reached 0 (resend becomes available). */
  $finished: Store<boolean>;
}

/**
 * A one-second countdown (spec 01 §4: 'Resend OTP' becomes available when the 30-second countdown reaches 0).
 * The interval lives outside effector and reports back through `scopeBind`, so it works in any scope and
 * with fake timers.
 */
export function createCountdown(seconds: number): Countdown {
  const started = createEvent();
  const stopped = createEvent();
  const ticked = createEvent();
  const $secondsLeft = createStore(0);
  const $interval = createStore<ReturnType<typeof setInterval> | null>(null, { serialize: 'ignore' });

  const startTimerFx = attach({
    source: $interval,
    effect: (previous) => {
      if (previous !== null) clearInterval(previous);
      const tick = scopeBind(ticked, { safe: true });
      return setInterval(() => tick(), 1000);
    },
  });
  const stopTimerFx = attach({
    source: $interval,
    effect: (previous) => {
      if (previous !== null) clearInterval(previous);
    },
  });

  $secondsLeft
    .on(started, () => seconds)
    .on(ticked, (left) => Math.max(0, left - 1))
    .reset(stopped);

  sample({ clock: started, target: startTimerFx });
  sample({ clock: startTimerFx.doneData, target: $interval });
  sample({ clock: stopped, target: stopTimerFx });
  sample({ clock: $secondsLeft.updates, filter: (left) => left === 0, target: stopTimerFx });
  $interval.reset(stopTimerFx.done);

  return { started, stopped, ticked, $secondsLeft, $finished: $secondsLeft.map((left) => left === 0) };
}
