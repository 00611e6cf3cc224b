export const LOCAL_KEYS = {
  token: 'token',
  user: 'user',
  theme: 'theme',
  trialModalShown: (hostId: string) => `trialModalShown_${hostId}`,
} as const;

export const SESSION_KEYS = {
  pwaInstalled: 'pwa_installed',
  callStarted: 'callStarted',
  suppressBackOnceFromCall: 'suppressBackOnceFromCall',
  /** Offline and demo modes: the scenario the in-browser backend was just reset to (read once, then removed). */
  demoDataReset: 'demoDataReset',
} as const;
