import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { getResponse } from 'msw';
import { Server as SocketIoServer, type Socket } from 'socket.io';
import { REALTIME_MESSAGE_MAX_BYTES } from '../../src/shared/api/schemas/realtime-events';
import { SEEDED_ACCOUNTS, SCENARIOS, isScenarioName, type ScenarioName } from '../data/accounts';
import { resetDatabase } from '../data/seed';
import { handlers } from '../handlers/index';
import { createRealtimeLogic, type RealtimeLogic } from '../realtime/server';
import { createDataRealtimeStore } from '../realtime/store';
import type { RealtimeServer, RealtimeSocket } from '../realtime/types';
import { JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '../handlers/http';
import { setRelay } from '../relay/relay';
import { BodyTooLargeError, drainBody, toFetchRequest, writeFetchResponse } from './http';
import { startTurnServer, type RunningTurnServer } from './turn-server';

/**
 * The mock backend in Node: REST (the msw handlers, run with `getResponse`) as connect middleware and the
 * realtime channel on a real socket.io server. Used by the Vite plugin (dev and preview) and by tests.
 */
export const MOCK_PATH_PREFIXES = ['/api/', '/uploads/', '/recordings/', '/assets/backgrounds/'] as const;
export const SOCKET_IO_PATH = '/socket.io';
/** Dev/test-only: `POST /__mock-backend/reset?scenario=name` reseeds the data and drops every socket. */
export const RESET_PATH = '/__mock-backend/reset';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface NodeMockBackendOptions {
  scenario?: string;
  log?: (message: string) => void;
  /** Log the seeded credentials after each reset (default true). */
  announce?: boolean;
  /** Run coturn beside the backend and hand out its credentials at `GET /api/ice-servers` (default false). */
  relay?: boolean;
}

export interface NodeMockBackend {
  readonly scenario: ScenarioName;
  middleware: Middleware;
  /** Attaches socket.io (path `/socket.io`, websocket only) to an HTTP server; HMR websockets are left alone. */
  attach(httpServer: HttpServer | Http2SecureServer): SocketIoServer;
  reset(scenario?: string): Promise<void>;
  readonly realtime: RealtimeLogic;
  close(): Promise<void>;
}

export function resolveScenario(value: string | undefined, log: (message: string) => void): ScenarioName {
  if (!value) return 'default';
  if (isScenarioName(value)) return value;
  log(`unknown MOCK_SCENARIO '${value}', using 'default' (known: ${SCENARIOS.join(', ')})`);
  return 'default';
}

export function describeSeededAccounts(scenario: ScenarioName): string[] {
  const accounts = SEEDED_ACCOUNTS[scenario];
  const lines = [`scenario '${scenario}'`, `  host  ${accounts.host.email} / ${accounts.host.password}`];
  for (const user of accounts.users.slice(0, 8)) {
    lines.push(
      `  user  ${user.userId} / ${user.password}  (${user.name}${user.isActive ? '' : ', inactive'})`,
    );
  }
  if (accounts.users.length > 8) lines.push(`  … and ${accounts.users.length - 8} more users`);
  return lines;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The methods the routes serve; the Fetch `Request` refuses some others (TRACE), so they are turned away first. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** The longest request target taken: msw's path matcher throws on much longer ones (about 8,192 characters). */
export const MAX_REQUEST_TARGET_LENGTH = 8_000;

/** A request refused before it becomes a Fetch `Request`: a 414 or 405 instead of a failure inside. */
function requestLineRefusal(
  req: IncomingMessage,
): { status: number; message: string; headers?: Record<string, string> } | null {
  if ((req.url ?? '').length > MAX_REQUEST_TARGET_LENGTH) return { status: 414, message: 'URI too long' };
  const method = (req.method ?? 'GET').toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: 'Method not allowed', headers: { allow: ALLOWED_METHODS.join(', ') } };
  }
  return null;
}

/** Multipart bodies may carry one image; everything else is JSON with a small limit. */
function bodyLimitOf(req: IncomingMessage): number {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
}

/**
 * The reset route wipes everyone's data, so only a same-origin JSON POST may call it: a form or `text/plain`
 * POST from another web page (no preflight) is refused, and so is any request a browser marks cross-site.
 */
function resetRefusal(req: IncomingMessage): { status: number; message: string } | null {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json')) {
    return { status: 415, message: 'Reset takes an application/json request' };
  }
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const ownOrigin = `${protocol}://${req.headers.host ?? ''}`;
  if ((site !== undefined && site !== 'same-origin' && site !== 'none') || (origin && origin !== ownOrigin)) {
    return { status: 403, message: 'Reset accepts only same-origin requests' };
  }
  return null;
}

/** socket.io's namespace as the transport-neutral `RealtimeServer`. */
export function socketIoRealtimeServer(io: SocketIoServer): RealtimeServer {
  const nsp = io.of('/');
  return {
    to: (rooms) => ({ emit: (event, payload) => void nsp.to(rooms).emit(event, payload) }),
    get socketsById() {
      return nsp.sockets as unknown as ReadonlyMap<string, RealtimeSocket>;
    },
    socketsIn: (room) => [...(nsp.adapter.rooms.get(room) ?? [])],
  };
}

/** coturn for the calls, or one line on what is missing without it. */
async function startRelay(log: (message: string) => void): Promise<RunningTurnServer | null> {
  const turn = await startTurnServer({ log });
  if (!turn) {
    log(
      'no TURN relay (coturn not found; `apt-get install coturn` or TURNSERVER_PATH): iPhones cannot join calls, and other devices only where a direct path exists',
    );
    return null;
  }
  const { port, tlsPort, ttlSeconds } = turn.relay;
  setRelay(turn.relay);
  log(
    `TURN relay: coturn on port ${port} (UDP and TCP${tlsPort ? `, TLS on ${tlsPort}` : ''}), credentials valid ${ttlSeconds} s`,
  );
  return turn;
}

export async function createNodeMockBackend(options: NodeMockBackendOptions = {}): Promise<NodeMockBackend> {
  const log = options.log ?? ((message: string) => console.info(`[mock-backend] ${message}`));
  let scenario = resolveScenario(options.scenario, log);
  const ioServers = new Set<SocketIoServer>();
  const realtimeServers: RealtimeServer[] = [];

  // The logic talks to every attached socket.io server (dev and preview never share a process, tests may).
  const fanout: RealtimeServer = {
    to: (rooms) => ({
      emit: (event, payload) => realtimeServers.forEach((s) => s.to(rooms).emit(event, payload)),
    }),
    get socketsById() {
      const all = new Map<string, RealtimeSocket>();
      for (const s of realtimeServers) for (const [id, socket] of s.socketsById) all.set(id, socket);
      return all;
    },
    socketsIn: (room) => realtimeServers.flatMap((s) => s.socketsIn(room)),
  };
  const realtime = createRealtimeLogic(fanout, createDataRealtimeStore(), { log: () => {} });

  const reset = async (next?: string) => {
    scenario = next === undefined ? scenario : resolveScenario(next, log);
    for (const io of ioServers) io.disconnectSockets(true);
    realtime.reset();
    await resetDatabase(scenario);
    if (options.announce !== false) for (const line of describeSeededAccounts(scenario)) log(line);
  };
  await reset();
  const turn = options.relay ? await startRelay(log) : null;

  const middleware: Middleware = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === RESET_PATH && req.method === 'POST') {
      const refusal = resetRefusal(req);
      if (refusal) return drainBody(req, () => json(res, refusal.status, { message: refusal.message }));
      req.resume();
      const wanted = new URL(req.url ?? '/', 'http://localhost').searchParams.get('scenario') ?? undefined;
      reset(wanted).then(
        () => json(res, 200, { scenario }),
        (error: unknown) => json(res, 500, { message: String(error) }),
      );
      return;
    }
    if (!MOCK_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    const refusal = requestLineRefusal(req);
    if (refusal) {
      return drainBody(req, () => json(res, refusal.status, { message: refusal.message }, refusal.headers));
    }
    void (async () => {
      const request = await toFetchRequest(req, undefined, bodyLimitOf(req));
      const response = await getResponse(handlers, request);
      if (!response) {
        if (path.startsWith('/api/')) return json(res, 404, { message: `Not found: ${req.method} ${path}` });
        return next();
      }
      await writeFetchResponse(req, res, response);
    })().catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        // Nothing more is kept in memory; the rest is discarded so the client can read the answer.
        drainBody(req, () => {
          if (!res.headersSent) json(res, 413, { message: error.message });
        });
        return;
      }
      log(
        `${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) json(res, 500, { message: 'Internal mock backend error' });
      else res.end();
    });
  };

  const attach = (httpServer: HttpServer | Http2SecureServer) => {
    const io = new SocketIoServer(httpServer as HttpServer, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      serveClient: false,
      // Vite's HMR websocket lives on the same server: never destroy upgrades meant for someone else.
      destroyUpgrade: false,
      cors: { origin: true, credentials: true },
      // Fits the largest recording clip; a larger clip (up to this) gets an error acknowledgement.
      maxHttpBufferSize: REALTIME_MESSAGE_MAX_BYTES,
    });
    io.use((socket, next) => {
      realtime.authenticate(socket.handshake.auth).then(
        (identity) => {
          if (!identity) return next(new Error('Authentication failed'));
          (socket.data as RealtimeSocket['data']).identity = identity;
          next();
        },
        () => next(new Error('Authentication failed')),
      );
    });
    io.on('connection', (socket: Socket) => realtime.handleConnection(socket as unknown as RealtimeSocket));
    ioServers.add(io);
    realtimeServers.push(socketIoRealtimeServer(io));
    return io;
  };

  const close = async () => {
    realtime.dispose();
    if (turn) {
      setRelay(null);
      await turn.stop();
    }
    await Promise.all(
      [...ioServers].map(
        (io) =>
          new Promise<void>((resolve) => {
            io.disconnectSockets(true);
            // Closing the io server would close the HTTP server it is attached to; only detach the engine.
            io.engine.close();
            resolve();
          }),
      ),
    );
    ioServers.clear();
    realtimeServers.length = 0;
  };

  return {
    get scenario() {
      return scenario;
    },
    middleware,
    attach,
    reset,
    realtime,
    close,
  };
}
