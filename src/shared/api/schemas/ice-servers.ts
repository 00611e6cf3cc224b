import { z } from 'zod';

/** One ICE server as `RTCPeerConnection` takes it: STUN/TURN URLs and, for TURN, a username and credential. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * GET /api/ice-servers: the relay a signed-in account may use (spec 02 §7: audio travels peer to peer through
 * a relay server, over TCP too), with short-lived credentials (TURN REST API); `ttl` is how many seconds they
 * stay valid. An empty list means the backend runs no relay.
 */
export const iceServersResponseSchema = z.object({
  iceServers: z.array(iceServerSchema),
  ttl: z.number().int().nonnegative(),
});
export type IceServersResponse = z.infer<typeof iceServersResponseSchema>;

/** `?ttl=` asks for credentials that expire sooner than the backend's default (never later). */
export const iceServersQuerySchema = z.object({
  ttl: z.coerce
    .number({ error: 'ttl must be a number of seconds' })
    .int({ error: 'ttl must be a whole number of seconds' })
    .min(1, { error: 'ttl must be at least 1 second' })
    .optional(),
});
