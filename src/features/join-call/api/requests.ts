import { onFirstCall } from '@/shared/api';

// Loads `join-call.ts` (and zod with its schemas) on the first join, not with the page.
export const joinCall = onFirstCall(() => import('./join-call'), 'joinCall');
