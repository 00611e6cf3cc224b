import { ROUTES } from '@/shared/config';
import type { Role } from '../model/types';

/** Where each role lands: hosts on /dashboard, users on /user-dashboard. */
export function homePathFor(role: Role): string {
  return role === 'host' ? ROUTES.dashboard : ROUTES.userDashboard;
}
