import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_SERVER_RESPONSE_MESSAGE, setBearerToken, type ApiError } from '@/shared/api';
import { callFixture } from '../../../../tests/setup/calls';
import { createCall, fetchHostCalls, fetchHostCallsStartedSince } from './calls';

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
  it('sends no body (the server names the call) with the bearer token and resolves the new call id', async () => {
    let auth: string | null = null;
    let body: unknown = null;
    server.use(
      http.post('*/api/calls', async ({ request }) => {
        auth = request.headers.get('authorization');
        body = await request.text();
        return HttpResponse.json(
          { message: 'Call started successfully', call: { _id: 'c42' } },
          { status: 201 },
        );
      }),
    );
    await expect(createCall()).resolves.toEqual({ callId: 'c42' });
    expect(auth).toBe('Bearer tkn');
    expect(body).toBe('');
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

describe('fetchHostCalls', () => {
  const call = (index: number) => ({
    _id: `c${index}`,
    meetingId: `abc-defg-${String(index).padStart(3, '0')}`,
    hostId: 'h1',
    hostName: 'Asha Verma',
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

  it('asks for the spec’s whole history when given no query', async () => {
    let query: string | null = null;
    server.use(
      http.get('*/api/calls/host/calls', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ calls: [call(1)], total: 1 });
      }),
    );
    await expect(fetchHostCalls()).resolves.toEqual({ calls: [call(1)], total: 1 });
    expect(query).toBe('');
  });

  it('asks for one page of the matching calls and reads how many match', async () => {
    let params: Record<string, string> = {};
    server.use(
      http.get('*/api/calls/host/calls', ({ request }) => {
        params = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ calls: [call(101)], total: 240 });
      }),
    );
    const reply = await fetchHostCalls({
      search: 'abc',
      status: 'ended',
      sort: 'meetingId',
      order: 'asc',
      limit: 100,
      page: 2,
    });
    expect(params).toEqual({
      search: 'abc',
      status: 'ended',
      sort: 'meetingId',
      order: 'asc',
      limit: '100',
      page: '2',
    });
    expect(reply).toEqual({ calls: [call(101)], total: 240 });
  });

  it("says 'Invalid server response' when a call breaks the contract", async () => {
    server.use(
      http.get('*/api/calls/host/calls', () =>
        HttpResponse.json({ calls: [call(1), { ...call(2), status: 'paused' }], total: 2 }),
      ),
    );
    await expect(fetchHostCalls()).rejects.toMatchObject({ message: INVALID_SERVER_RESPONSE_MESSAGE });
  });
});

describe('fetchHostCallsStartedSince', () => {
  const HOUR = 3_600_000;
  const now = Date.UTC(2026, 10, 27, 12);
  /** 250 calls newest first, one an hour: the list as the server pages it. */
  const all = Array.from({ length: 250 }, (_, i) => callFixture(`c${i}`, now - i * HOUR));

  function pagedCalls() {
    const pages: number[] = [];
    server.use(
      http.get('*/api/calls/host/calls', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const limit = Number(query.get('limit'));
        const page = Number(query.get('page'));
        pages.push(page);
        return HttpResponse.json({ calls: all.slice((page - 1) * limit, page * limit), total: all.length });
      }),
    );
    return pages;
  }

  it('returns the calls started since the time, reading pages only until one reaches older calls', async () => {
    const pages = pagedCalls();
    const since = now - 130 * HOUR;
    const calls = await fetchHostCallsStartedSince(since, 100);
    expect(calls.map((call) => call._id)).toEqual(all.slice(0, 131).map((call) => call._id));
    expect(pages).toEqual([1, 2]);
  });

  it('stops at the last page when every call is recent', async () => {
    const pages = pagedCalls();
    const calls = await fetchHostCallsStartedSince(now - 1000 * HOUR, 100);
    expect(calls).toHaveLength(250);
    expect(pages).toEqual([1, 2, 3]);
  });
});
