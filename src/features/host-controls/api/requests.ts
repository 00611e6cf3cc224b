import { onFirstCall } from '@/shared/api';

// Loads `end-call.ts` (and zod with its schemas) when a call is first ended, not with the room.
export const endCallFromRoom = onFirstCall(() => import('./end-call'), 'endCallFromRoom');
