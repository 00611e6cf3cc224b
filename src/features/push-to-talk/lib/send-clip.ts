import type { Socket } from 'socket.io-client';
import { REALTIME_CLIP_MAX_BYTES, REALTIME_EVENTS } from '@/shared/api';
import { readClipAck } from '../api/ack';
import { blobToBase64, splitMp3Blob } from './clip-parts';
import type { UnsentClip } from './clip-store';

export interface ClipPayload {
  audioData: string;
  meetingId: string;
  clipId: string;
  userData: { userName: string; userId: string; _id: string };
}

export type ClipSendOutcome =
  | { status: 'sent'; parts: number }
  /** Nothing left to send: the file is gone or holds no complete frame. */
  | { status: 'empty' }
  /** The server refused it for good (`{ ok: false, message }`): sending again would be refused again. */
  | { status: 'refused'; message: string };

/** How long one part waits for its acknowledgement before the clip is kept for the next connection. */
export const CLIP_ACK_TIMEOUT_MS = 20_000;

/**
 * Sends one clip as `user-stopped-speaking` parts, each under the server's per-clip limit
 * (`REALTIME_CLIP_MAX_BYTES`, 4 MiB, about 4.4 minutes at 128 kbit/s), in order, each waiting for its
 * acknowledgement. Part ids are stable (`{clipId}-{n}` when split), so a part sent again after a lost
 * acknowledgement is stored once. Throws when the connection drops or an acknowledgement never comes.
 */
export async function sendClip(
  clip: UnsentClip,
  userData: ClipPayload['userData'],
  io: {
    read: (clipId: string) => Promise<Blob | null>;
    emit: (payload: ClipPayload) => Promise<unknown>;
    maxBytes?: number;
  },
): Promise<ClipSendOutcome> {
  const file = await io.read(clip.clipId);
  const parts = file ? await splitMp3Blob(file, io.maxBytes ?? REALTIME_CLIP_MAX_BYTES) : [];
  if (parts.length === 0) return { status: 'empty' };
  for (const [index, part] of parts.entries()) {
    const clipId = parts.length === 1 ? clip.clipId : `${clip.clipId}-${index + 1}`;
    const audioData = await blobToBase64(part);
    const ack = await readClipAck(await io.emit({ audioData, meetingId: clip.meetingId, clipId, userData }));
    if (!ack) throw new Error('Unexpected acknowledgement');
    if (!ack.ok) return { status: 'refused', message: ack.message };
  }
  return { status: 'sent', parts: parts.length };
}

/** The socket side of `sendClip`: refuses at once when offline (socket.io would buffer the emit). */
export function emitOverSocket(socket: Socket | null) {
  return async (payload: ClipPayload): Promise<unknown> => {
    if (!socket?.connected) throw new Error('Not connected');
    return socket.timeout(CLIP_ACK_TIMEOUT_MS).emitWithAck(REALTIME_EVENTS.userStoppedSpeaking, payload);
  };
}
