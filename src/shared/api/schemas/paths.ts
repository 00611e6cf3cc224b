/**
 * Every REST path of both specs' §7 tables, in one place, shared by the app's API calls and the mock
 * backend's handlers. Functions take raw ids and encode them.
 */
const enc = encodeURIComponent;

export const API_PATHS = {
  login: '/api/auth/login',
  userLogin: '/api/auth/user/login',
  register: '/api/auth/register',
  signupSendOtp: '/api/auth/signup/send-otp',
  signupVerifyOtp: '/api/auth/signup/verify-otp',
  forgotSendOtp: '/api/auth/forgot-password/send-otp',
  forgotVerifyOtp: '/api/auth/forgot-password/verify-otp',
  forgotReset: '/api/auth/forgot-password/reset',
  /** Ends the caller's session (its token gets 401, its sockets close). */
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  refresh: '/api/auth/refresh',
  hostUpdateName: '/api/auth/host/update-name',
  hostUpdateEmail: '/api/auth/host/update-email',
  hostUpdatePassword: '/api/auth/host/update-password',
  hostProfilePicture: '/api/auth/host/update-profile-picture',
  hostCallBackground: '/api/auth/host/update-call-background',
  inbuiltBackgrounds: '/api/auth/inbuilt-backgrounds',
  users: '/api/users',
  user: (userId: string) => `/api/users/${enc(userId)}`,
  userProfilePicture: (userId: string) => `/api/users/${enc(userId)}/update-profile-picture`,
  userCallBackground: (userId: string) => `/api/users/${enc(userId)}/update-call-background`,
  calls: '/api/calls',
  activeCall: '/api/calls/active',
  hostCalls: '/api/calls/host/calls',
  call: (id: string) => `/api/calls/${enc(id)}`,
  joinCall: (id: string) => `/api/calls/${enc(id)}/join`,
  leaveCall: (id: string) => `/api/calls/${enc(id)}/leave`,
  endCall: (id: string) => `/api/calls/${enc(id)}/end`,
  hostRecordings: '/api/recordings/host',
  userRecordings: '/api/recordings/user',
  deleteRecording: '/api/recordings/delete',
  deleteRecordingFolder: '/api/recordings/delete-folder',
  /** Files live outside /api: `/recordings/<encoded path segments>` (spec 02 §7). */
  recordingFile: (path: string) =>
    '/' +
    path
      .replace(/^\/+/, '')
      .split('/')
      .map((segment) => enc(segment))
      .join('/'),
  host: (id: string) => `/api/hosts/${enc(id)}`,
  notifications: '/api/notifications',
  notificationRead: (id: string) => `/api/notifications/${enc(id)}/read`,
  notificationsReadAll: '/api/notifications/read-all',
  ping: '/api/ping',
  /** The relay (TURN) servers with short-lived credentials for the caller's calls. */
  iceServers: '/api/ice-servers',
  /** Dev-only OTP outbox of the mock backend (never on a real server). */
  devOutbox: '/api/dev/outbox',
} as const;

/** The routes a signed-out visitor calls: sign-in, sign-up, password reset, the network check, the outbox. */
const PUBLIC_API_PATHS: readonly string[] = [
  API_PATHS.login,
  API_PATHS.userLogin,
  API_PATHS.register,
  API_PATHS.signupSendOtp,
  API_PATHS.signupVerifyOtp,
  API_PATHS.forgotSendOtp,
  API_PATHS.forgotVerifyOtp,
  API_PATHS.forgotReset,
  API_PATHS.ping,
  API_PATHS.devOutbox,
];

/** Whether a request to `pathname` (after any base path) needs the bearer token (spec 02 §6). */
export function needsBearerToken(pathname: string): boolean {
  return !PUBLIC_API_PATHS.some((path) => pathname === path || pathname.endsWith(path));
}
