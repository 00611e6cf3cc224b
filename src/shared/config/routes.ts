export const ROUTES = {
  landing: '/',
  features: '/features',
  pricing: '/pricing',
  about: '/about',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  careers: '/careers',
  howToUse: '/how-to-use',
  dashboard: '/dashboard',
  users: '/users',
  calls: '/calls',
  recordings: '/recordingsPage',
  settings: '/settings',
  hostCall: (id: string) => `/host/call/${encodeURIComponent(id)}`,
  userDashboard: '/user-dashboard',
  userCall: (id: string) => `/user/call/${encodeURIComponent(id)}`,
  userProfile: '/user-profile',
} as const;

/** Call pages are recognised by their path (spec 01 §2); they hide the floating support link. */
export function isCallPath(pathname: string): boolean {
  return pathname.includes('/user/call/') || pathname.includes('/host/call/');
}

/** The meeting id comes from a `meetingId` query parameter or the last path segment. */
export function meetingIdFromLocation(pathname: string, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('meetingId');
  if (fromQuery) return fromQuery;
  const last = pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}
