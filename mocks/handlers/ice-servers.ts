import { http } from 'msw';
import { API_PATHS, iceServersQuerySchema } from '../../src/shared/api/schemas';
import { turnCredentials } from '../relay/credentials';
import { currentRelay, DEFAULT_TURN_CREDENTIAL_TTL_SECONDS } from '../relay/relay';
import { json, requireAuth, route, validate } from './http';

/** An IPv6 literal goes in brackets inside a STUN/TURN URL. */
const urlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

export const iceServersHandlers = [
  // The relay with credentials of the caller's own, valid for the relay's TTL (or a shorter `?ttl=`). The
  // relay is addressed by the host the caller reached this API at, so a phone on the network gets an address
  // it can reach. UDP first, then TCP (spec 02 §7: relay over TCP), then TLS where coturn has a certificate.
  http.get(
    `*${API_PATHS.iceServers}`,
    route(async ({ request }) => {
      const identity = await requireAuth(request);
      const url = new URL(request.url);
      const query = validate(iceServersQuerySchema, Object.fromEntries(url.searchParams));
      const relay = currentRelay();
      const defaultTtl = relay?.ttlSeconds ?? DEFAULT_TURN_CREDENTIAL_TTL_SECONDS;
      const ttl = Math.min(query.ttl ?? defaultTtl, defaultTtl);
      if (!relay) return json({ iceServers: [], ttl });
      const host = urlHost(relay.publicHost ?? url.hostname);
      const urls = [
        `stun:${host}:${relay.port}`,
        `turn:${host}:${relay.port}?transport=udp`,
        `turn:${host}:${relay.port}?transport=tcp`,
        ...(relay.tlsPort ? [`turns:${host}:${relay.tlsPort}?transport=tcp`] : []),
      ];
      const credentials = await turnCredentials(relay.secret, identity.account._id, ttl);
      return json({ iceServers: [{ urls, ...credentials }], ttl });
    }),
  ),
];
