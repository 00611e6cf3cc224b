/** Recording toasts, word for word from spec 02 §8. */
export const RECORDING_MESSAGES = {
  started: 'Recording started',
  saved: 'Recording saved as MP3',
  savedFallback: 'Recording saved as MP3 (fallback download)',
  shared: 'Recording shared (MP3)',
  discarded: 'Recording discarded',
  saveFailed: 'Failed to save MP3. Recording may be lost.',
  nothingCaptured: 'Recording failed: No audio data captured',
  emptyRecording: 'No audio captured. Recording is empty.',
  noAudioTracks: 'No audio tracks in mixed stream. Recording may be silent.',
  startFailed: (reason: string) => `Failed to start recording: ${reason}`,
  // The spec's conversion falls back silently; a recording saved in another format says which, so the host
  // is not left looking for an MP3 (not spec text).
  savedAsWav: 'Recording saved as WAV: the MP3 encoder failed',
  savedAsMp3AndWav: 'Recording saved as MP3 and WAV: the MP3 encoder failed partway, the WAV holds the rest',
  // A file the browser would not delete (not spec text).
  discardedFileKept: 'Recording discarded; the browser kept its file, so it will be offered again.',
  discardFailed: 'Could not discard the recording. Try again.',
  refreshingStream: 'Refreshing audio stream before recording...',
  streamUnavailable: 'Failed to acquire live audio stream',
} as const;

/** Spec 02 §2: the browser's leave confirmation while a recording runs. */
export const ACTIVE_RECORDING_LEAVE_TEXT =
  'You have an active recording. Are you sure you want to leave? Your recording will be lost.';

export type RecordingNoticeTone = 'success' | 'info' | 'warning' | 'error';
export interface RecordingNotice {
  tone: RecordingNoticeTone;
  text: string;
}

/** What the host is told once a recording's files are theirs: the MP3's way, or the formats after a failure. */
export const SAVED_NOTICES = {
  downloaded: { tone: 'success', text: RECORDING_MESSAGES.saved },
  shared: { tone: 'success', text: RECORDING_MESSAGES.shared },
  fallback: { tone: 'success', text: RECORDING_MESSAGES.savedFallback },
  wav: { tone: 'warning', text: RECORDING_MESSAGES.savedAsWav },
  'mp3+wav': { tone: 'warning', text: RECORDING_MESSAGES.savedAsMp3AndWav },
} as const satisfies Record<string, RecordingNotice>;
