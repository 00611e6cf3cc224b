import { describe, expect, it } from 'vitest';
import { newRecordingId, parseRecordingId } from './recording-files';

describe('recording ids', () => {
  it('name the kind, the start and the owning account, read back after a crash', () => {
    const id = newRecordingId('call', 1_767_200_000_000, '665f1c2ab3d4e5f601234567');
    expect(parseRecordingId(id)).toEqual({
      kind: 'call',
      startedAt: 1_767_200_000_000,
      owner: '665f1c2ab3d4e5f601234567',
    });
  });

  it('read ids written without an owner as no one’s', () => {
    expect(parseRecordingId('call-1767200000000-k3x9ab')).toEqual({
      kind: 'call',
      startedAt: 1_767_200_000_000,
      owner: null,
    });
  });

  it('leave out an owner that could not be part of a file name', () => {
    expect(parseRecordingId(newRecordingId('clip', 5, '../other'))?.owner).toBeNull();
    expect(parseRecordingId('call-5-ab12-by-../x')).toBeNull();
  });
});
