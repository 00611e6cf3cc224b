import { onFirstCall } from '@/shared/api';

// Each request loads `host-settings.ts` (and zod with its schemas) on its first call, not with the page.
const hostSettings = () => import('./host-settings');
export const fetchHostSettings = onFirstCall(hostSettings, 'fetchHostSettings');
export const saveHostSettings = onFirstCall(hostSettings, 'saveHostSettings');
