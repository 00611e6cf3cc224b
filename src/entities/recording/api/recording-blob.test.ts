import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBearerToken, type ApiError } from '@/shared/api';
import { fetchRecordingBlob } from './recordings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  url: string;
  authorization: string | null;
}

function recordRequests(pattern: string, seen: Seen[], body = 'ID3audio') {
  server.use(
    // `all`: the test DOM sends a CORS preflight for a cross-origin request, which is not a download.
    http.all(pattern, ({ request }) => {
      if (request.method === 'GET')
        seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      // A storage link answers cross-origin requests (CORS), as a bucket serving a web app must.
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'audio/mpeg', 'Access-Control-Allow-Origin': '*' },
      });
    }),
  );
}

describe('fetchRecordingBlob', () => {
  it('fetches a stored path with the token in the Authorization header, never in the URL', async () => {
    setBearerToken('secret-token');
    const seen: Seen[] = [];
    recordRequests('*/recordings/*', seen);
    const blob = await fetchRecordingBlob('recordings/Ravi Kumar/2026-01-02_10-00/clip #1.mp3');
    expect(await blob.text()).toBe('ID3audio');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe('Bearer secret-token');
    expect(new URL(seen[0]!.url).pathname).toBe('/recordings/Ravi%20Kumar/2026-01-02_10-00/clip%20%231.mp3');
    expect(seen[0]!.url).not.toContain('secret-token');
  });

  it('downloads a full URL on the API origin through the authenticated client', async () => {
    setBearerToken('secret-token');
    const seen: Seen[] = [];
    recordRequests('*/recordings/*', seen);
    await fetchRecordingBlob(`${location.origin}/recordings/Ravi%20Kumar/m1/a.mp3`);
    expect(seen.map(({ url, authorization }) => [new URL(url).pathname, authorization])).toEqual([
      ['/recordings/Ravi%20Kumar/m1/a.mp3', 'Bearer secret-token'],
    ]);
  });

  it('downloads a full URL elsewhere (a storage link) as it is, without the session token', async () => {
    setBearerToken('secret-token');
    const seen: Seen[] = [];
    recordRequests('https://storage.example.com/*', seen, 'ID3remote');
    const link = 'https://storage.example.com/bucket/a.mp3?X-Signature=abc&Expires=60';
    const blob = await fetchRecordingBlob(link);
    expect(await blob.text()).toBe('ID3remote');
    expect(seen).toEqual([{ url: link, authorization: null }]);
  });

  it('rejects with the status of a refused file', async () => {
    setBearerToken('secret-token');
    server.use(http.get('*/recordings/*', () => HttpResponse.json({ message: 'nope' }, { status: 404 })));
    const error = (await fetchRecordingBlob('recordings/x/y/z.mp3').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
  });
});
