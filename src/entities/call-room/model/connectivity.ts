import { createEvent, createStore, sample } from 'effector';
import { networkWatchStarted, wentOffline, wentOnline } from '@/shared/lib';

/** Browser online/offline (the shared network model), passed on to the reconnecting rules while in a room. */
export const connectivityWatchStarted = createEvent();
export const connectivityWatchStopped = createEvent();
const $watchingConnectivity = createStore(false, { serialize: 'ignore' })
  .on(connectivityWatchStarted, () => true)
  .reset(connectivityWatchStopped);
sample({ clock: connectivityWatchStarted, target: networkWatchStarted });
export const browserWentOffline = sample({ clock: wentOffline, filter: $watchingConnectivity });
export const browserWentOnline = sample({ clock: wentOnline, filter: $watchingConnectivity });
