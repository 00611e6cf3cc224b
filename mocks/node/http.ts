import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Node ⇄ Fetch conversion for mounting msw handlers as connect middleware: a Node request becomes a Fetch
 * `Request` (headers, body incl. multipart, abort on client close), and a Fetch `Response` is written back
 * (status, headers incl. several Set-Cookie, binary body, and byte-range replies for media).
 */
/** A body over the limit: the caller answers 413 (nothing beyond the limit was kept in memory). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is too large (at most ${limit} bytes)`);
  }
}

/**
 * Reads a request body, counting while reading: past `limit` bytes it keeps nothing more and rejects with
 * `BodyTooLargeError` (the stream is left open, so the caller can drain it and still answer).
 */
export function readBody(req: IncomingMessage, limit = Infinity): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        chunks.length = 0;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

/** Discards the rest of a request body (nothing is kept), then calls `done`. */
export function drainBody(req: IncomingMessage, done: () => void): void {
  if (req.complete || req.readableEnded) return done();
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  req.once('end', once);
  req.once('close', once);
  req.resume();
}

export async function toFetchRequest(
  req: IncomingMessage,
  origin?: string,
  bodyLimit = Infinity,
): Promise<Request> {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const base = origin ?? `${protocol}://${req.headers.host ?? 'localhost'}`;
  // Routes read only the path, so a Host header no URL can carry (a bad port, stray characters) is not an error.
  const url = URL.parse(req.url ?? '/', base) ?? new URL(req.url ?? '/', `${protocol}://localhost`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const controller = new AbortController();
  req.once('close', () => {
    if (!req.complete) controller.abort();
  });
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (method !== 'GET' && method !== 'HEAD') {
    const body = await readBody(req, bodyLimit);
    if (body.length > 0) init.body = new Uint8Array(body);
  }
  return new Request(url, init);
}

/** Parses a single `bytes=` range against a body size; null when absent or not a single satisfiable range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, rawStart = '', rawEnd = ''] = match;
  if (rawStart === '' && rawEnd === '') return 'invalid';
  let start: number;
  let end: number;
  if (rawStart === '') {
    const suffix = Number(rawEnd);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(rawStart);
    end = rawEnd === '' ? size - 1 : Math.min(Number(rawEnd), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

export async function writeFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;

  const method = (req.method ?? 'GET').toUpperCase();
  let status = response.status;
  let body: Buffer | null = response.body ? Buffer.from(await response.arrayBuffer()) : null;

  // Media elements seek with Range requests; answer them from a full 200 body when the handler did not.
  if (method === 'GET' && status === 200 && body && !response.headers.has('content-range')) {
    const contentType = response.headers.get('content-type') ?? '';
    const ranged = /^(audio|video)\/|octet-stream/.test(contentType);
    if (ranged) headers['accept-ranges'] = 'bytes';
    const range = ranged ? parseRange(req.headers.range, body.length) : null;
    if (range === 'invalid') {
      status = 416;
      headers['content-range'] = `bytes */${body.length}`;
      body = null;
    } else if (range) {
      status = 206;
      headers['content-range'] = `bytes ${range.start}-${range.end}/${body.length}`;
      body = body.subarray(range.start, range.end + 1);
    }
  }
  // The body is written decoded: drop encodings and let Node compute the length.
  delete headers['content-encoding'];
  delete headers['transfer-encoding'];
  if (body) headers['content-length'] = String(body.length);
  else if (status === 416) headers['content-length'] = '0';

  const reason = status === response.status ? response.statusText : '';
  if (reason) res.writeHead(status, reason, headers);
  else res.writeHead(status, headers);
  if (method === 'HEAD' || !body) res.end();
  else res.end(body);
}
