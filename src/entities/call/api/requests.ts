import { onFirstCall } from '@/shared/api';

// Each request loads `calls.ts` (and zod with its schemas) on its first call, not with the page.
const calls = () => import('./calls');
export const fetchHostCalls = onFirstCall(calls, 'fetchHostCalls');
export const fetchActiveCall = onFirstCall(calls, 'fetchActiveCall');
export const createCall = onFirstCall(calls, 'createCall');
export const endCall = onFirstCall(calls, 'endCall');
