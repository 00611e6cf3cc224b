import { onFirstCall } from '@/shared/api';

// Loads `ack.ts` (and zod with the contract's schemas) with the first clip sent, not with the call page.
export const readClipAck = onFirstCall(() => import('./ack'), 'readClipAck');
