/// <reference types="vite-plugin-pwa/client" />
/**
 * Adapter around vite-plugin-pwa's `virtual:pwa-register` (which only exists in Vite app builds). Tests and
 * Storybook mock this module; everything else talks to `registerServiceWorker`.
 */
export interface ServiceWorkerHandlers {
  onNeedRefresh: () => void;
  /** A new version took control of this window, accepted here or in another window: the page must reload. */
  onNewVersionControlling: () => void;
  onRegisterError: (error: unknown) => void;
}

/** Registers `/service-worker.js`; resolves to a function that activates the waiting worker. */
export async function registerServiceWorker(
  handlers: ServiceWorkerHandlers,
): Promise<(reload: boolean) => Promise<void>> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) {
    return async () => undefined;
  }
  const { registerSW } = await import('virtual:pwa-register');
  return registerSW({
    immediate: true,
    onNeedRefresh: handlers.onNeedRefresh,
    // Replaces the plugin's own immediate reload, which would drop a call open in this window.
    onNeedReload: handlers.onNewVersionControlling,
    onRegisterError: handlers.onRegisterError,
  });
}
