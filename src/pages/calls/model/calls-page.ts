import { sample } from 'effector';
import { createGate } from 'effector-react';
import { callsListRequested } from './calls-list';
import { appRefreshRequested } from '@/shared/lib';

/** Mounted while /calls is on screen: loads on open and on the app-wide refresh event. */
export const CallsPageGate = createGate<Record<string, never>>('CallsPage');

sample({ clock: CallsPageGate.open, target: callsListRequested });
sample({ clock: appRefreshRequested, filter: CallsPageGate.status, target: callsListRequested });
