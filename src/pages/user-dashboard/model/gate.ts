import { createGate } from 'effector-react';

/** Open while /user-dashboard is on screen: loads, polls and listens only then. */
export const UserDashboardGate = createGate<Record<string, never>>('UserDashboard');
