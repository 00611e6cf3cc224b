import { authHandlers } from './auth';
import { callsHandlers } from './calls';
import { refuseUrlTokens } from './http';
import { iceServersHandlers } from './ice-servers';
import { miscHandlers } from './misc';
import { recordingsHandlers } from './recordings';
import { usersHandlers } from './users';

/**
 * Every REST route of both specs' §7 tables as msw 3 handlers. Paths are origin-agnostic (a leading `*` matches any origin) so the
 * same list serves the browser worker, the Node HTTP adapter (via `getResponse`) and `setupServer` in Vitest.
 * Order matters: fixed paths (`/api/calls/active`) come before parameterised ones (`/api/calls/:id`).
 */
export const handlers = [
  refuseUrlTokens,
  ...authHandlers,
  ...usersHandlers,
  ...callsHandlers,
  ...recordingsHandlers,
  ...miscHandlers,
  ...iceServersHandlers,
];

export { authHandlers, callsHandlers, iceServersHandlers, miscHandlers, recordingsHandlers, usersHandlers };
export { recordingBytes, rangeResponse } from './recordings';
