import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { DEMO_OUT_DIR, demoPwaOptions } from './mocks/demo/pwa.ts';
import { mockBackend, mockServiceWorkerFile } from './mocks/node/vite-plugin.ts';
import { APP_NAME, APP_TAGLINE } from './src/shared/config/app.ts';

const brand = { themeColor: '#4f46e5', background: '#0b0d17' };

// Modes: `development` (dev server + Node mock backend), `offline` (browser-only mock via msw worker),
// `production` (real build; `vite preview` mounts the Node mock backend), `demo` (static offline build).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const browserMock = mode === 'offline' || mode === 'demo';
  return {
    plugins: [
      react(),
      {
        // The product name lives in one constant; the HTML shell reads it too.
        name: 'parley-app-name',
        transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', APP_NAME),
      },
      // Browser-mock modes serve msw's worker file (emitted only into the demo build); the others mount the Node backend.
      browserMock ? mockServiceWorkerFile({ emit: mode === 'demo' }) : mockBackend(),
      VitePWA({
        registerType: 'prompt',
        injectRegister: null,
        filename: 'service-worker.js',
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: APP_NAME,
          short_name: APP_NAME,
          description: APP_TAGLINE,
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait-primary',
          theme_color: brand.themeColor,
          background_color: brand.background,
          icons: [
            { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
            { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
            { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/uploads\//, /^\/recordings\//],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
          globIgnores: ['mockServiceWorker.js'],
          cleanupOutdatedCaches: true,
        },
        devOptions: { enabled: false },
        // The demo's one service worker precaches the app, then hands everything else to msw.
        ...(mode === 'demo' ? demoPwaOptions : {}),
      }),
    ],
    define: {
      'import.meta.env.VITE_MOCK_MODE': JSON.stringify(
        browserMock ? 'browser' : (env.VITE_MOCK_MODE ?? 'server'),
      ),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { host: true, port: 5173 },
    preview: { host: true, port: 4173 },
    build: { target: 'es2022', sourcemap: false, ...(mode === 'demo' ? { outDir: DEMO_OUT_DIR } : {}) },
  };
});
