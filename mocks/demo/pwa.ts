/**
 * `npm run build:demo` (vite build --mode demo): the VitePWA options that make the demo's single service
 * worker serve both the PWA cache and the mock backend. Merge them over the app's VitePWA options in demo
 * mode; msw's own Vite plugin (`msw/vite`) emits `/mockServiceWorker.js` into the demo build only.
 * Kept free of aliases and TS-only syntax so Vite's native config loader can import it.
 */
export const DEMO_OUT_DIR = 'dist-demo';

export const demoPwaOptions = {
  strategies: 'injectManifest' as const,
  srcDir: 'mocks/demo',
  filename: 'service-worker.ts',
  injectManifest: {
    rollupFormat: 'iife' as const,
    // vite-plugin-pwa adds the web manifest itself.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    globIgnores: ['mockServiceWorker.js', 'service-worker.js'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
};
