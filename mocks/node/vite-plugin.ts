import type { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { runnerImport, type Connect, type Logger, type Plugin } from 'vite';
import type { NodeMockBackend } from './backend.ts';

/**
 * Vite plugins of the mock backend. Kept loadable by Node's own type stripping (Vite's native config
 * loader): no aliases, no TS-only runtime syntax. The backend itself (msw handlers, data, socket.io) is
 * loaded through Vite's module runner so its `@/…` and `@mocks/…` imports and `import.meta.env` work.
 */
interface BackendModule {
  createNodeMockBackend: (options: {
    scenario?: string;
    log?: (message: string) => void;
    relay?: boolean;
  }) => Promise<NodeMockBackend>;
}

async function loadBackend(root: string, logger: Logger): Promise<NodeMockBackend> {
  const { module } = await runnerImport<BackendModule>(resolve(root, 'mocks/node/backend.ts'), {
    root,
    logLevel: 'error',
    resolve: { alias: { '@': resolve(root, 'src'), '@mocks': resolve(root, 'mocks') } },
  });
  return module.createNodeMockBackend({
    scenario: process.env.MOCK_SCENARIO ?? 'default',
    // coturn beside the dev and preview servers: calls reach every device, iPhones included.
    relay: true,
    log: (message) => logger.info(`[mock-backend] ${message}`, { timestamp: true }),
  });
}

interface MountTarget {
  middlewares: Connect.Server;
  httpServer: HttpServer | { on: unknown } | null;
  config: { root: string; logger: Logger };
}

async function mount(server: MountTarget): Promise<void> {
  const backendReady = loadBackend(server.config.root, server.config.logger);
  // Registered now (before Vite's own middlewares and the SPA fallback); requests wait for the backend.
  server.middlewares.use((req, res, next) => {
    backendReady.then((backend) => backend.middleware(req, res, next), next);
  });
  const backend = await backendReady;
  const httpServer = server.httpServer as HttpServer | null;
  if (httpServer) {
    backend.attach(httpServer);
    httpServer.once('close', () => void backend.close());
  } else {
    server.config.logger.warn(
      '[mock-backend] no HTTP server (middleware mode): realtime channel not mounted',
    );
  }
}

/**
 * REST (`/api/`, `/uploads/`, `/recordings/`, `/assets/backgrounds/`) and socket.io (`/socket.io`) on the dev
 * and preview servers.
 */
export function mockBackend(): Plugin {
  return {
    name: 'parley-mock-backend',
    apply: 'serve',
    configureServer: (server) => mount(server),
    configurePreviewServer: (server) => mount(server),
  };
}
