import { z } from 'zod';

/**
 * Acknowledgements of the realtime events: `{ ok: true }` (may carry more fields) or `{ ok: false, message }`.
 * The app's only realtime schema: it sends the payloads the mock server validates with realtime.ts, which the
 * app's bundle leaves out.
 */
export const realtimeAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }).loose(),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type RealtimeAck = z.infer<typeof realtimeAckSchema>;
