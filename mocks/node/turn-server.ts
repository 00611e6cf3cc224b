import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { DEFAULT_TURN_CREDENTIAL_TTL_SECONDS, type RelayEndpoint } from '../relay/relay';
import { stunBinding } from '../relay/stun-client';

/**
 * coturn as a child of the dev or preview server: free ports of its own, a fresh shared secret per start
 * (TURN REST API, `use-auth-secret`), and gone with the server. Where no `turnserver` is installed the
 * backend runs without a relay and says so.
 */
export interface TurnServerOptions {
  log: (message: string) => void;
  /** Environment to read `TURNSERVER_PATH`, `TURN_CREDENTIAL_TTL`, `TURN_TLS_CERT`/`TURN_TLS_KEY` from. */
  env?: NodeJS.ProcessEnv;
}

export interface RunningTurnServer {
  readonly relay: RelayEndpoint;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 5000;
const START_ATTEMPTS = 3;

function findTurnServer(env: NodeJS.ProcessEnv): string | null {
  const candidates = env.TURNSERVER_PATH
    ? [env.TURNSERVER_PATH]
    : [
        ...(env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'turnserver')),
        '/usr/bin/turnserver',
        '/usr/local/bin/turnserver',
      ];
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return null;
}

/** A port free for both TCP and UDP on the loopback address at this moment (coturn listens on both). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
}

function ttlFrom(env: NodeJS.ProcessEnv, log: (message: string) => void): number {
  const raw = env.TURN_CREDENTIAL_TTL;
  if (!raw) return DEFAULT_TURN_CREDENTIAL_TTL_SECONDS;
  const value = Number(raw);
  if (Number.isInteger(value) && value > 0) return value;
  log(
    `TURN_CREDENTIAL_TTL '${raw}' is not a whole number of seconds; using ${DEFAULT_TURN_CREDENTIAL_TTL_SECONDS}`,
  );
  return DEFAULT_TURN_CREDENTIAL_TTL_SECONDS;
}

async function waitUntilListening(port: number, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await stunBinding({ host: '127.0.0.1', port, timeoutMs: 300 }).catch(() => false);
    if (up) return true;
  }
  return false;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // The watchdog's whole process group (itself and coturn), should closing the pipe not end it.
    const force = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 2000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // Closing its stdin ends the watchdog, which stops coturn, exactly as when this process dies.
    child.stdin?.end();
  });
}

/**
 * Starts coturn on loopback with a relay range of its own. The command runs under a small shell watchdog
 * that holds this process's pipe: when the server exits in any way, even killed, the pipe closes and coturn
 * is stopped, so no orphan keeps the ports.
 */
export async function startTurnServer(options: TurnServerOptions): Promise<RunningTurnServer | null> {
  const env = options.env ?? process.env;
  const binary = findTurnServer(env);
  if (!binary) return null;
  const ttlSeconds = ttlFrom(env, options.log);
  const cert = env.TURN_TLS_CERT;
  const key = env.TURN_TLS_KEY;
  const dir = mkdtempSync(join(tmpdir(), 'parley-turn-'));
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    const secret = randomBytes(24).toString('base64url');
    const port = await freePort();
    const tlsPort = cert && key ? await freePort() : null;
    // A relay range of its own (coturn skips ports another process holds).
    const minPort = 40000 + Math.floor(Math.random() * 240) * 100;
    const lines = [
      `listening-port=${port}`,
      'listening-ip=127.0.0.1',
      'relay-ip=127.0.0.1',
      `min-port=${minPort}`,
      `max-port=${minPort + 99}`,
      'realm=parley',
      'use-auth-secret',
      `static-auth-secret=${secret}`,
      'fingerprint',
      // The peers of a call on this machine talk over loopback.
      'allow-loopback-peers',
      'no-multicast-peers',
      'no-cli',
      'no-software-attribute',
      'simple-log',
      'log-file=stdout',
      'pidfile=' + join(dir, 'turnserver.pid'),
      ...(tlsPort
        ? [`tls-listening-port=${tlsPort}`, `cert=${cert}`, `pkey=${key}`, 'no-dtls']
        : ['no-tls', 'no-dtls']),
    ];
    const configFile = join(dir, 'turnserver.conf');
    // Only this user may read the secret.
    writeFileSync(configFile, lines.join('\n') + '\n', { mode: 0o600 });
    const child = spawn(
      'sh',
      [
        '-c',
        '"$0" -c "$1" >/dev/null 2>&1 & turn=$!; cat >/dev/null; kill "$turn" 2>/dev/null; wait "$turn"; rm -rf "$2"',
        binary,
        configFile,
        dir,
      ],
      // A group of its own, so stopping it never signals the server's group.
      { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
    );
    child.on('error', () => undefined);
    // Neither keeps the server's process alive; the pipe still closes when it exits.
    child.unref();
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    if (await waitUntilListening(port, child)) {
      const relay: RelayEndpoint = {
        port,
        tlsPort,
        secret,
        ttlSeconds,
        publicHost: env.TURN_PUBLIC_HOST || null,
      };
      return {
        relay,
        stop: async () => {
          await stopChild(child);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await stopChild(child);
    options.log(`coturn did not answer on port ${port} (attempt ${attempt} of ${START_ATTEMPTS})`);
  }
  rmSync(dir, { recursive: true, force: true });
  return null;
}
