import type { Call } from '@/shared/api';

/**
 * A call as the API returns it: ended a minute after `start` (epoch ms or ISO time), its meeting id from `id`.
 * `patch` sets what a test is about (status, end time, meeting id, participants).
 */
export function callFixture(id: string, start: number | string, patch: Partial<Call> = {}): Call {
  const started = new Date(start);
  return {
    _id: id,
    meetingId: `m-${id}`,
    hostId: 'h',
    hostName: 'Host',
    hostProfilePicture: '',
    title: 'New Call',
    type: 'audio',
    status: 'ended',
    startedAt: started.toISOString(),
    startTime: started.toISOString(),
    endTime: new Date(started.getTime() + 60_000).toISOString(),
    participants: [],
    ...patch,
  };
}
