import { http, HttpResponse, type PathParams } from 'msw';
import type { z } from 'zod';
import { AUTH_REQUIRED_MESSAGE, resolveRequest, type Identity } from '../auth/session';

/** A reply that aborts a handler; `route()` turns it into `{ message, ...extra }` JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const SUBSCRIPTION_EXPIRED_MESSAGE =
  'Your subscription has expired. Please renew to continue using the service.';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return HttpResponse.json(body as never, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export function errorReply(status: number, message: string, extra: Record<string, unknown> = {}) {
  return json({ message, ...extra }, status);
}

export interface RouteInfo {
  request: Request;
  params: PathParams;
}
type Resolver = (info: RouteInfo) => Response | Promise<Response>;

/** Query parameters that would carry a credential in a URL. */
const URL_CREDENTIAL_PARAMS = ['token', 'access_token'] as const;
export const URL_TOKEN_REFUSED_MESSAGE =
  'token: a token in the URL is refused; send it in the Authorization header';

/**
 * The first handler of every route: a request with a token in its query string gets 400, whether or not the
 * token is valid and whether or not it also sent the header, so a client that leaks tokens into URLs (server
 * logs, proxies, the browser's history) fails at once instead of working. Other requests fall through.
 */
export const refuseUrlTokens = http.all(/\/(?:api|recordings|uploads|assets)\//, ({ request }) => {
  const query = new URL(request.url).searchParams;
  if (URL_CREDENTIAL_PARAMS.some((name) => query.has(name)))
    return errorReply(400, URL_TOKEN_REFUSED_MESSAGE);
  return undefined;
});

/**
 * A folder of files at the root of the backend's origin (`/recordings/…`, `/uploads/…`). Anchored there so
 * that no other URL with that segment in its path (a page's own module such as `/src/pages/recordings/…`)
 * is answered by the backend.
 */
export const filesAt = (folder: string) => new RegExp(`^[a-z][a-z\\d+.-]*://[^/]+/${folder}/`, 'i');

/** The stored path a `filesAt` request names: its URL path without the leading slash, segment by segment decoded. */
export const storedFilePath = (request: Request) =>
  new URL(request.url).pathname.slice(1).split('/').map(decodePathSegment).join('/');

/** Wraps a resolver: HttpError becomes its JSON reply, anything else a 500 (never an HTML page). */
export function route(resolver: Resolver): Resolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof HttpError) return errorReply(error.status, error.message, error.extra);
      console.error('[mock-backend] unhandled error', error);
      return errorReply(500, 'Internal server error');
    }
  };
}

/** Largest JSON body any route accepts; larger ones get 413 before parsing (the Node adapter stops reading). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Largest multipart body (one image of at most 5 MB plus the form's other fields and framing). */
export const UPLOAD_BODY_MAX_BYTES = 6 * 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = (limit: number) => `Request body is too large (at most ${limit} bytes)`;

/** 413 when the declared length is over `limit` (checked before anything is read). */
export function checkDeclaredLength(request: Request, limit: number): void {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, BODY_TOO_LARGE_MESSAGE(limit));
}

/**
 * Reads a JSON body (an empty body is `{}`) of at most `JSON_BODY_MAX_BYTES` and validates it; the first
 * issue's message (which names the field) is the reply.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  checkDeclaredLength(request, JSON_BODY_MAX_BYTES);
  const text = await request.text();
  if (text.length > JSON_BODY_MAX_BYTES)
    throw new HttpError(413, BODY_TOO_LARGE_MESSAGE(JSON_BODY_MAX_BYTES));
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Request body must be valid JSON');
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return validate(schema, raw);
}

/** `decodeURIComponent` for path segments: bad percent-encoding is a 400, never a 500. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Invalid percent-encoding in the path');
  }
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

export async function readForm(request: Request): Promise<FormData> {
  checkDeclaredLength(request, UPLOAD_BODY_MAX_BYTES);
  try {
    return await request.formData();
  } catch {
    throw new HttpError(400, 'Expected a multipart/form-data body');
  }
}

/** The caller's identity, or 401 (missing/bad token, revoked session). */
export async function requireAuth(request: Request): Promise<Identity> {
  const result = await resolveRequest(request);
  if (!result.ok) throw new HttpError(401, result.message);
  return result.identity;
}

export async function requireHost(request: Request): Promise<Extract<Identity, { role: 'host' }>> {
  const identity = await requireAuth(request);
  if (identity.role !== 'host') throw new HttpError(403, 'Access denied. Hosts only.');
  return identity;
}

export async function requireUser(request: Request): Promise<Extract<Identity, { role: 'user' }>> {
  const identity = await requireAuth(request);
  if (identity.role !== 'user') throw new HttpError(403, 'Access denied. Users only.');
  return identity;
}

export function isSubscriptionActive(subscription: { isActive: boolean; endDate: string }, now = Date.now()) {
  return subscription.isActive && new Date(subscription.endDate).getTime() > now;
}

/** 403 with `subscriptionExpired: true` for hosts whose plan ran out (create call/user, delete user). */
export function requireActiveSubscription(identity: Identity): void {
  if (!isSubscriptionActive(identity.host.subscription)) {
    throw new HttpError(403, SUBSCRIPTION_EXPIRED_MESSAGE, { subscriptionExpired: true });
  }
}

export { AUTH_REQUIRED_MESSAGE };
