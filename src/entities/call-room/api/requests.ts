import { onFirstCall } from '@/shared/api';

// Each request loads `room.ts` (and zod with its schemas) on its first call, not with the app.
const room = () => import('./room');
export const fetchCall = onFirstCall(room, 'fetchCall');
export const leaveCall = onFirstCall(room, 'leaveCall');
export const fetchIceServers = onFirstCall(room, 'fetchIceServers');
export type { CallIceServers } from './room';
