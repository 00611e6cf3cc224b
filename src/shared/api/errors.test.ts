// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest, parseWith } from './client';
import { ApiError, getErrorMessage } from './errors';

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
  http.get('*/api/ok', () => HttpResponse.json({ value: 1 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const schema = z.object({ value: z.number() });
const base = 'http://localhost';

async function failure(path: string): Promise<ApiError> {
  try {
    await apiRequest(`${base}${path}`, schema, {}, 'Fallback');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('apiRequest and error messages', () => {
  it('parses a valid reply with its schema', async () => {
    await expect(apiRequest(`${base}/api/ok`, schema)).resolves.toEqual({ value: 1 });
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

  it('parseWith rejects a reply that breaks the contract', () => {
    expect(() => parseWith(schema, { value: 'no' })).toThrow('Invalid server response');
  });
});
