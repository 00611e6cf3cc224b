import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBearerToken, type ApiError } from '@/shared/api';
import { createCall } from './calls';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(): Promise<ApiError> {
  try {
    await createCall();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('createCall (spec 01 §8 messages)', () => {
  it('resolves the new call id and sends the bearer token', async () => {
    setBearerToken('tkn');
    let auth: string | null = null;
    server.use(
      http.post('*/api/calls', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          { message: 'Call started successfully', call: { _id: 'c42' } },
          { status: 201 },
        );
      }),
    );
    await expect(createCall()).resolves.toEqual({ callId: 'c42' });
    expect(auth).toBe('Bearer tkn');
  });

  it('prefers the server message and keeps the body (active call to resume)', async () => {
    server.use(
      http.post('*/api/calls', () =>
        HttpResponse.json(
          { message: 'You already have an active call', call: { _id: 'c1' } },
          { status: 400 },
        ),
      ),
    );
    const error = await failure();
    expect(error.message).toBe('You already have an active call');
    expect((error.body as { call?: { _id: string } }).call?._id).toBe('c1');
  });

  it("says 'Server error: {status}' without a message", async () => {
    server.use(http.post('*/api/calls', () => new HttpResponse(null, { status: 502 })));
    expect((await failure()).message).toBe('Server error: 502');
  });

  it("says 'Invalid call data received from server' without a call id", async () => {
    server.use(http.post('*/api/calls', () => HttpResponse.json({ call: {} })));
    expect((await failure()).message).toBe('Invalid call data received from server');
  });

  it("says 'Failed to initiate call' when no reply arrives", async () => {
    server.use(http.post('*/api/calls', () => HttpResponse.error()));
    expect((await failure()).message).toBe('Failed to initiate call');
  });
});
