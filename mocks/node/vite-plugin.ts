import type { Plugin } from 'vite';

/**
 * Mounts the mock backend (REST + socket.io) on Vite's dev and preview servers.
 * Placeholder until the mock-backend work lands; keeps the config importable.
 */
export function mockBackend(): Plugin {
  return { name: 'parley-mock-backend' };
}
