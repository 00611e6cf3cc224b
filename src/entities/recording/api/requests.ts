import { onFirstCall } from '@/shared/api';

// Each request loads `recordings.ts` (and zod with its schemas) on its first call, not with the page.
const recordings = () => import('./recordings');
export const fetchHostRecordings = onFirstCall(recordings, 'fetchHostRecordings');
export const fetchUserRecordings = onFirstCall(recordings, 'fetchUserRecordings');
export const deleteRecording = onFirstCall(recordings, 'deleteRecording');
export const deleteRecordingFolder = onFirstCall(recordings, 'deleteRecordingFolder');
export const fetchRecordingBlob = onFirstCall(recordings, 'fetchRecordingBlob');
