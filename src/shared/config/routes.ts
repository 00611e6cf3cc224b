/** A route with a parameter: one pattern (`.pattern`, for the router) and one builder (call it). */
export interface ParamRoute<P extends string> {
  (value: string): string;
  readonly pattern: string;
  readonly param: P;
}

function paramRoute<P extends string>(prefix: string, param: P): ParamRoute<P> {
  const build = (value: string) => `${prefix}/${encodeURIComponent(value)}`;
  return Object.assign(build, { pattern: `${prefix}/:${param}`, param });
}

/**
 * Every route of both specs. A static route is its own pattern and link; a route with a parameter names what
 * it carries: the host room takes the call's `_id` (callId), the user room the meeting id.
 */
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
  hostCall: paramRoute('/host/call', 'callId'),
  userDashboard: '/user-dashboard',
  userCall: paramRoute('/user/call', 'meetingId'),
  userProfile: '/user-profile',
  /** The sub-user's own recordings (spec 02 §2 leaves the route unnamed). */
  userRecordings: '/user-recordings',
} as const;

/** Call pages are recognised by their path (spec 01 §2); they hide the floating support link. */
export function isCallPath(pathname: string): boolean {
  return pathname.includes('/user/call/') || pathname.includes('/host/call/');
}

/**
 * The user room's meeting id (spec 01 §2): a `meetingId` query parameter or the last path segment. The host
 * room's route carries the call's `_id` instead (`ROUTES.hostCall.param`).
 */
export function meetingIdFromLocation(pathname: string, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('meetingId');
  if (fromQuery) return fromQuery;
  const last = pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}
