import type { KyInstance, Options } from 'ky';
import type { z } from 'zod';
import { config } from '@/shared/config';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  ApiError,
  INVALID_SERVER_RESPONSE_MESSAGE,
  apiErrorFromText,
  parseJsonText,
  toApiError,
} from './errors';
import type * as ContractModule from './schemas';
import { needsBearerToken } from './schemas/paths';

let bearerToken: string | null = null;

/**
 * Called only by the session entity (`entities/user`), the one owner of the token, in the same step that
 * reads, stores or clears it: every later request carries the new token at once.
 */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

/** The session's token, for the few requests not made through `getApiClient` (uploads with progress). */
export function currentBearerToken(): string | null {
  return bearerToken;
}

/**
 * The 401 'Authentication required' of a request to `url` that needs the token while there is none: it is
 * never sent (spec 02 §6). Null when the request may go.
 */
export function missingTokenError(url: string, headers?: Headers): ApiError | null {
  if (bearerToken || headers?.has('Authorization')) return null;
  const pathname = new URL(url, 'http://localhost').pathname;
  return needsBearerToken(pathname) ? new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE) : null;
}

/** Throws the 401 'Authentication required' when there is no token: for actions that check it first. */
export function requireBearerToken(): void {
  if (!bearerToken) throw new ApiError(401, AUTHENTICATION_REQUIRED_MESSAGE);
}

let client: Promise<KyInstance> | null = null;

/**
 * Loads a code-split module of the API layer (the HTTP client, the contract) on its first use. Failing to load it,
 * offline before it was ever cached, is a network failure like a request that got no reply: status 0 and
 * no message, so callers show their own fallback and a stored session survives an offline start.
 */
export async function loadApiModule<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch {
    throw new ApiError(0, '');
  }
}

/**
 * The HTTP client of every REST call (spec 01 §7): prefix from `config.apiBaseUrl`, JSON both ways, and the
 * session's bearer token on every request.
 * Failed replies throw `ApiError` carrying the server `message`. Loaded with the first request, so a visitor
 * who never calls the API (the public pages) never downloads it.
 */
export function getApiClient(): Promise<KyInstance> {
  client ??= loadApiModule(() => import('ky')).then(({ default: ky, isHTTPError }) =>
    ky.create({
      prefix: config.apiBaseUrl || undefined,
      headers: { Accept: 'application/json' },
      retry: 0,
      timeout: 30_000,
      hooks: {
        beforeRequest: [
          ({ request }) => {
            const refused = missingTokenError(request.url, request.headers);
            if (refused) throw refused;
            if (bearerToken && !request.headers.has('Authorization'))
              request.headers.set('Authorization', `Bearer ${bearerToken}`);
          },
        ],
        // An error reply carries the server's message; a request with no reply keeps ky's error, so the
        // caller's own message names it.
        beforeError: [({ error }) => (isHTTPError(error) ? toApiError(error) : error)],
      },
    }),
  );
  // A failed load is tried again with the next request.
  client.catch(() => {
    client = null;
  });
  return client;
}

/** The contract's schemas (zod), the same module the mock backend validates with. */
export type Contract = typeof ContractModule;

/**
 * The contract, loaded with the first request that needs it rather than with the page: zod and the schemas
 * stay out of every first load. The module loader keeps it; a load that failed (offline) is tried again.
 */
export function loadContract(): Promise<Contract> {
  return loadApiModule(() => import('./schemas'));
}

/** Names a schema of the contract; it is called once the contract has loaded. */
export type ContractSchema<S extends z.ZodType> = (contract: Contract) => S;

/**
 * Starts loading the contract beside a request. Its failure is reported when the schema is needed, after
 * the request's own errors, so an error reply still shows the server's message.
 */
export function contractForReply(): Promise<Contract> {
  const contract = loadContract();
  contract.catch(() => undefined);
  return contract;
}

/** Validates a reply against its contract schema; a mismatch is an 'Invalid server response'. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(0, INVALID_SERVER_RESPONSE_MESSAGE, null);
  return result.data;
}

/** Sends a request through the shared client; the reply's text, or the `ApiError` of a failed reply. */
async function replyText(
  path: string,
  options: Options,
  fallback: string,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    const api = await getApiClient();
    response = await api(path, {
      ...options,
      throwHttpErrors: false,
    });
  } catch (error) {
    throw toApiError(error, fallback);
  }
  const text = await response.text();
  if (!response.ok) throw apiErrorFromText(response.status, text, fallback);
  return { status: response.status, text };
}

/**
 * One JSON call through the shared client, its reply validated by the contract schema `reply` names. HTML or
 * unparseable replies become the spec's messages; error replies become `ApiError` with the server `message`
 * (or `fallback`).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  reply: ContractSchema<S>,
  options: Options = {},
  fallback = 'Something went wrong',
): Promise<z.infer<S>> {
  const contract = contractForReply();
  const { status, text } = await replyText(path, options, fallback);
  const data = parseJsonText(status, text);
  return parseWith(reply(await contract), data);
}
