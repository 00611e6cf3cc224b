import { loadContract, type RealtimeAck } from '@/shared/api';

/** The server's acknowledgement of a clip part (`{ ok: true }` or `{ ok: false, message }`), else null. */
export async function readClipAck(value: unknown): Promise<RealtimeAck | null> {
  const { realtimeAckSchema } = await loadContract();
  const ack = realtimeAckSchema.safeParse(value);
  return ack.success ? ack.data : null;
}
