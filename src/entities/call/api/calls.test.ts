import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_SERVER_RESPONSE_MESSAGE, setBearerToken, type ApiError } from '@/shared/api';
import { createCall, fetchHostCalls } from './calls';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
beforeEach(() => setBearerToken('tkn'));
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
  it("sends { title: 'New Call', type: 'audio' } with the bearer token and resolves the new call id", async () => {
    let auth: string | null = null;
    let body: unknown = null;
    server.use(
      http.post('*/api/calls', async ({ request }) => {
        auth = request.headers.get('authorization');
        body = await request.json();
        return HttpResponse.json(
          { message: 'Call started successfully', call: { _id: 'c42' } },
          { status: 201 },
        );
      }),
    );
    await expect(createCall()).resolves.toEqual({ callId: 'c42' });
    expect(auth).toBe('Bearer tkn');
    expect(body).toEqual({ title: 'New Call', type: 'audio' });
  });

  it("says 'Not authenticated' without a stored token, and sends nothing", async () => {
    setBearerToken(null);
    let sent = false;
    server.use(
      http.post('*/api/calls', () => {
        sent = true;
        return HttpResponse.json({ call: { _id: 'c42' } }, { status: 201 });
      }),
    );
    expect(await failure()).toMatchObject({ status: 401, message: 'Not authenticated' });
    expect(sent).toBe(false);
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

describe('fetchHostCalls (a long history)', () => {
  const call = (index: number) => ({
    _id: `c${index}`,
    meetingId: `abc-defg-${String(index).padStart(3, '0')}`,
    hostId: 'h1',
    hostName: 'Asha "Host" Verma',
    hostProfilePicture: '',
    title: 'New Call',
    type: 'audio',
    status: 'ended',
    startedAt: '2026-11-01T10:00:00.000Z',
    startTime: '2026-11-01T10:00:00.000Z',
    endTime: '2026-11-01T10:30:00.000Z',
    participants: [
      { _id: `p${index}`, userId: 'PA100001', name: 'Ravi', joinedAt: '2026-11-01T10:01:00.000Z' },
    ],
    recordingUrl: null,
  });

  it('reads every call of a reply long enough to be parsed in slices', async () => {
    const calls = Array.from({ length: 600 }, (_, index) => call(index));
    server.use(http.get('*/api/calls/host/calls', () => HttpResponse.json({ calls, total: calls.length })));
    const received = await fetchHostCalls();
    expect(received).toHaveLength(600);
    expect(received[599]).toEqual(calls[599]);
  });

  it("says 'Invalid server response' when one call of a long reply breaks the contract", async () => {
    const calls: unknown[] = Array.from({ length: 600 }, (_, index) => call(index));
    calls[450] = { ...call(450), status: 'paused' };
    server.use(http.get('*/api/calls/host/calls', () => HttpResponse.json({ calls, total: calls.length })));
    await expect(fetchHostCalls()).rejects.toMatchObject({ message: INVALID_SERVER_RESPONSE_MESSAGE });
  });
});
