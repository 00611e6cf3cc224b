import { sample } from 'effector';
import { demoResetNoticeChecked } from '@/features/demo-reset';
import { appStarted } from './app';

// Builds with the in-browser backend only (main.tsx loads this there): after a 'Reset demo data' reload, the
// tab announces the seed it now shows.
sample({ clock: appStarted, target: demoResetNoticeChecked });
