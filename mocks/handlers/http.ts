import { HttpResponse, type PathParams } from 'msw';
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

/** Reads a JSON body (an empty body is `{}`) and validates it; the first issue's message is the reply. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await request.text();
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Invalid JSON body');
    }
  }
  return validate(schema, raw);
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

export async function readForm(request: Request): Promise<FormData> {
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
