/**
 * The demo build's one service worker (`/service-worker.js`): the PWA's precache and app-shell routes
 * first, then msw's worker script, which answers the mock API for pages that started the in-browser
 * backend. Built by vite-plugin-pwa (`injectManifest`, iife) from `mocks/demo/pwa.ts`.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

interface ExtendableEventLike extends Event {
  respondWith?: (response: Promise<Response> | Response) => void;
}
type Listener = (event: ExtendableEventLike) => void;
declare global {
  interface Window {
    /** Replaced by the precache manifest at build time (must stay spelled `self.__WB_MANIFEST`). */
    __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  }
}
interface WorkerScope {
  addEventListener(type: string, listener: Listener, options?: unknown): void;
  skipWaiting(): Promise<void>;
  importScripts(...urls: string[]): void;
}

const sw = self as unknown as WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/app.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//, /^\/uploads\//, /^\/recordings\//],
  }),
);

// The app's update prompt (workbox-window `messageSkipWaiting`).
sw.addEventListener('message', (event) => {
  const data = (event as MessageEvent).data as { type?: string } | undefined;
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

// msw's fetch listener only sees requests workbox did not answer (a second respondWith would throw).
const answered = new WeakSet<Event>();
const FetchEventClass = (self as unknown as { FetchEvent?: { prototype: ExtendableEventLike } }).FetchEvent;
if (FetchEventClass) {
  const original = FetchEventClass.prototype.respondWith!;
  FetchEventClass.prototype.respondWith = function (this: ExtendableEventLike, response) {
    answered.add(this);
    return original.call(this, response);
  };
}
const addEventListener = sw.addEventListener.bind(sw);
sw.addEventListener = (type, listener, options) => {
  if (type !== 'fetch') return addEventListener(type, listener, options);
  return addEventListener(
    type,
    (event) => {
      if (!answered.has(event)) listener(event);
    },
    options,
  );
};
sw.importScripts('/mockServiceWorker.js');
sw.addEventListener = addEventListener;
