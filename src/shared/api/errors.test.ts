// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest, loadApiModule, parseWith, setBearerToken } from './client';
import { ApiError, getErrorMessage, isNetworkFailure, toApiError } from './errors';

const server = setupServer(
  http.get(
    '*/api/html',
    () => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
  ),
  http.get(
    '*/api/broken',
    () => new HttpResponse('{oops', { headers: { 'Content-Type': 'application/json' } }),
  ),
  http.get('*/api/expired', () =>
    HttpResponse.json(
      { message: 'Your subscription has expired.', subscriptionExpired: true },
      { status: 403 },
    ),
  ),
  http.get('*/api/bare', () => new HttpResponse(null, { status: 500 })),
  http.get('*/api/odd-error', () => HttpResponse.json({ message: 42 }, { status: 400 })),
  http.get('*/api/ok', () => HttpResponse.json({ value: 1 })),
  http.get('*/api/unreachable', () => HttpResponse.error()),
  http.get('*/api/ping', ({ request }) =>
    HttpResponse.json({ value: request.headers.has('authorization') ? 1 : 0 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const schema = z.object({ value: z.number() });
const valueReply = () => schema;
const base = 'http://localhost';

async function failure(path: string): Promise<ApiError> {
  try {
    await apiRequest(`${base}${path}`, valueReply, {}, 'Fallback');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('apiRequest and error messages', () => {
  beforeEach(() => setBearerToken('session-token'));

  it('parses a valid reply with its schema', async () => {
    await expect(apiRequest(`${base}/api/ok`, valueReply)).resolves.toEqual({ value: 1 });
  });

  it('maps HTML and unparseable replies to the spec messages', async () => {
    expect(getErrorMessage(await failure('/api/html'), 'x')).toBe('Server returned HTML instead of JSON');
    expect(getErrorMessage(await failure('/api/broken'), 'x')).toBe('Invalid server response');
  });

  it('prefers the server message and keeps subscriptionExpired; falls back otherwise', async () => {
    const expired = await failure('/api/expired');
    expect(expired).toBeInstanceOf(ApiError);
    expect(expired.status).toBe(403);
    expect(expired.subscriptionExpired).toBe(true);
    expect(getErrorMessage(expired, 'x')).toBe('Your subscription has expired.');
    expect(getErrorMessage(await failure('/api/bare'), 'Failed to fetch users')).toBe('Fallback');
    expect(getErrorMessage(new Error('boom'), 'Failed to fetch users')).toBe('Failed to fetch users');
  });

  it('an error body that breaks its contract gets the fallback, not its fields', async () => {
    const odd = await failure('/api/odd-error');
    expect(odd.status).toBe(400);
    expect(odd.message).toBe('Fallback');
    expect(odd.body).toBeNull();
  });

  it('names errors thrown outside apiRequest: ky HTTP errors by their body, zod and JSON errors as invalid', async () => {
    const ky = (await import('ky')).default;
    const thrown = await ky(`${base}/api/expired`, { retry: 0 }).catch((error: unknown) => error);
    expect(getErrorMessage(thrown, 'x')).toBe('Your subscription has expired.');
    expect(toApiError(thrown).subscriptionExpired).toBe(true);
    const zodError = schema.safeParse({ value: 'no' }).error;
    expect(getErrorMessage(zodError, 'x')).toBe('Invalid server response');
    expect(getErrorMessage(new SyntaxError('Unexpected token'), 'x')).toBe('Invalid server response');
  });

  it("a request that gets no reply (offline, refused) is a network failure that shows the caller's message", async () => {
    const offline = await failure('/api/unreachable');
    expect(offline.message).toBe('Fallback');
    expect(isNetworkFailure(offline)).toBe(true);
    const ky = (await import('ky')).default;
    const thrown = await ky(`${base}/api/unreachable`, { retry: 0 }).catch((error: unknown) => error);
    expect(getErrorMessage(thrown, 'Failed to update name')).toBe('Failed to update name');
  });

  it('a code-split API module that fails to load is a network failure that shows the caller its fallback', async () => {
    const failed = await loadApiModule(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(isNetworkFailure(failed)).toBe(true);
    expect(getErrorMessage(failed, 'Failed to send OTP')).toBe('Failed to send OTP');
    await expect(loadApiModule(async () => ({ ready: true }))).resolves.toEqual({ ready: true });
  });

  it("a reply that breaks the contract is an 'Invalid server response', checked by the contract's own schema", async () => {
    expect(() => parseWith(schema, { value: 'no' })).toThrow('Invalid server response');
    // The contract itself loads with the request: `{ value: 1 }` is no `{ user }` reply.
    await expect(apiRequest(`${base}/api/ok`, (contract) => contract.meResponseSchema)).rejects.toMatchObject(
      { status: 0, message: 'Invalid server response' },
    );
  });
});

describe('requests without a token', () => {
  it("a route that needs the token is refused with 'Authentication required' and never sent", async () => {
    setBearerToken(null);
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => void sent.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    try {
      const refused = await failure('/api/ok');
      expect(refused).toMatchObject({ status: 401, message: 'Authentication required' });
      expect(isNetworkFailure(refused)).toBe(false);
      // A signed-out visitor's routes still go out, without a header.
      await expect(apiRequest(`${base}/api/ping`, valueReply)).resolves.toEqual({ value: 0 });
      expect(sent).toEqual(['/api/ping']);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
});
