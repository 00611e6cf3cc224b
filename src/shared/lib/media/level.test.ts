import { describe, expect, it } from 'vitest';
import { averageLevel, isSpeakingLevel } from './level';
import { MICROPHONE_MESSAGES, toMicrophoneError } from './microphone';

describe('speaking level', () => {
  it('averages byte frequency data', () => {
    expect(averageLevel(new Uint8Array([0, 60, 30, 30]))).toBe(30);
    expect(averageLevel(new Uint8Array([]))).toBe(0);
  });

  it('speaks only above 30', () => {
    expect(isSpeakingLevel(30)).toBe(false);
    expect(isSpeakingLevel(30.5)).toBe(true);
  });
});

describe('microphone errors', () => {
  it('maps a refused permission to the denied message', () => {
    const error = toMicrophoneError(new DOMException('no', 'NotAllowedError'));
    expect(error.message).toBe(MICROPHONE_MESSAGES.denied);
    expect(error.permission).toBe('denied');
  });

  it('maps a missing device and other failures', () => {
    expect(toMicrophoneError(new DOMException('none', 'NotFoundError')).message).toBe(
      MICROPHONE_MESSAGES.noTrack,
    );
    expect(toMicrophoneError(new Error('boom')).message).toBe(MICROPHONE_MESSAGES.failed);
  });
});
