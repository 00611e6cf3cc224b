/**
 * The TURN relay the backend hands out, when one runs: the Node backend sets it once coturn listens (and
 * clears it when coturn stops); the browser worker and Vitest never have one, so their ICE-servers route
 * answers with no servers.
 */
export interface RelayEndpoint {
  /** Listens for TURN over UDP and TCP. */
  port: number;
  /** TURN over TLS (`turns:`), when a certificate is configured. */
  tlsPort: number | null;
  /** The secret coturn shares with this backend (`static-auth-secret`). */
  secret: string;
  /** Host name or address clients reach the relay at; default: the host the client reached the API at. */
  publicHost: string | null;
  /** Lifetime of each credential handed out, in seconds. */
  ttlSeconds: number;
}

/** Credentials live an hour unless `TURN_CREDENTIAL_TTL` (seconds) says otherwise. */
export const DEFAULT_TURN_CREDENTIAL_TTL_SECONDS = 3600;

let current: RelayEndpoint | null = null;

export function setRelay(relay: RelayEndpoint | null): void {
  current = relay;
}

export function currentRelay(): RelayEndpoint | null {
  return current;
}
