import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { DEMO_OUT_DIR, demoPwaOptions } from './mocks/demo/pwa.ts';
import { msw } from 'msw/vite';
import { mockBackend } from './mocks/node/vite-plugin.ts';
import { WORKER_ONLY_DEPENDENCIES } from './scripts/worker-dependencies.ts';
import { workerLicenses } from './scripts/worker-licenses.ts';
import {
  APP_SHELL_FILE,
  chunksOf,
  prerenderPublicPages,
  readBuildManifest,
} from './scripts/prerender-plugin.ts';
import { APP_NAME, APP_TAGLINE } from './src/shared/config/app.ts';

const SERVICE_WORKER_FILE = 'service-worker.js';
const THIRD_PARTY_LICENSES_FILE = 'third-party-licenses.md';
const brand = { themeColor: '#4f46e5', background: '#0b0d17' };

// The app shell the service worker precaches: the HTML, what it loads before the first page (its script,
// modulepreloads, stylesheets and the Latin Inter face it preloads), icons and START_MODULES; vite-plugin-pwa
// adds the web manifest itself. Other route chunks, font subsets and images are cached at runtime when first
// used (hashed names, so cache-first is safe).
const SHELL_FILES = [APP_SHELL_FILE, 'favicon.svg', 'apple-touch-icon.png', 'pwa-192x192.png'];
// Loaded right after the shell on every start: the installed app's first page for a signed-out visitor (its
// start_url `/` goes to sign-in) and the toaster.
// The code of dialogs, menus, popovers and tooltips is cached at runtime, when the first page with one loads it
// at idle, and so is the Inter face the shell preloads: the precache stays within its 600 KiB budget. Before
// any online start under the worker, an offline app shows the system font and says a dialog did not load.
const START_MODULES = ['src/pages/login/index.ts', 'src/shared/ui/toaster/Toaster.tsx'];

function appShellOnly(outDir: () => string): ManifestTransform {
  return async (entries) => {
    // The shell's scripts, preloads and stylesheets (not its font: see START_MODULES).
    const head = readFileSync(`${outDir()}/${APP_SHELL_FILE}`, 'utf8').split('</head>')[0] ?? '';
    const loadedFirst = new Set(
      [...head.matchAll(/(?:src|href)="\/([^"]+)"/g)]
        .map(([, url]) => url)
        .filter((url) => url !== undefined),
    );
    // They work offline from the first launch, although a visitor who installed from the static landing page
    // never ran them.
    const built = readBuildManifest(outDir());
    const startModuleChunks = new Set(START_MODULES.flatMap((module) => [...chunksOf(built, module)]));
    const manifest = entries.filter(
      ({ url }) =>
        SHELL_FILES.includes(url) ||
        ((loadedFirst.has(url) || startModuleChunks.has(url)) && !url.endsWith('.woff2')),
    );
    return { manifest, warnings: [] };
  };
}

// Modes: `development` (dev server + Node mock backend), `offline` (browser-only mock via msw worker),
// `production` (real build; `vite preview` mounts the Node mock backend), `demo` (static offline build).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const browserMock = mode === 'offline' || mode === 'demo';
  const outDir = mode === 'demo' ? DEMO_OUT_DIR : 'dist';
  let builtInto = outDir; // what `--outDir` made of it
  // build.license lists what the app's chunks bundle; this adds what its workers bundle (lamejs).
  const licenses = workerLicenses(THIRD_PARTY_LICENSES_FILE);
  return {
    plugins: [
      react(),
      licenses.app,
      {
        name: 'parley-out-dir',
        configResolved: (resolved) => {
          builtInto = resolve(resolved.root, resolved.build.outDir);
        },
      },
      {
        // The product name lives in one constant; the HTML shell reads it too.
        name: 'parley-app-name',
        transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', APP_NAME),
      },
      // Browser-mock modes get msw's worker script from msw itself (served in dev, emitted into the demo
      // build, never into the production build); the others mount the Node backend.
      browserMock ? msw({ mode: 'worker-only' }) : mockBackend(),
      prerenderPublicPages({ serviceWorker: `/${SERVICE_WORKER_FILE}` }),
      VitePWA({
        registerType: 'prompt',
        injectRegister: null,
        filename: SERVICE_WORKER_FILE,
        manifestFilename: 'manifest.webmanifest',
        // The shell's files are listed once, in SHELL_FILES; the large install icons are fetched when needed.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: APP_NAME,
          short_name: APP_NAME,
          description: APP_TAGLINE,
          start_url: '/',
          scope: '/',
          display: 'standalone',
          // Unlocked: a tablet or a phone on its side keeps its orientation (the rooms and the workspace have
          // sideways layouts).
          orientation: 'any',
          theme_color: brand.themeColor,
          background_color: brand.background,
          icons: [
            { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
            { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
            { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          navigateFallback: `/${APP_SHELL_FILE}`,
          navigateFallbackDenylist: [
            /^\/api\//,
            /^\/socket\.io\//,
            /^\/uploads\//,
            /^\/recordings\//,
            new RegExp(`^/${THIRD_PARTY_LICENSES_FILE.replaceAll('.', '\\.')}$`), // a file, not an app route
          ],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          globIgnores: ['mockServiceWorker.js'],
          manifestTransforms: [appShellOnly(() => builtInto)],
          runtimeCaching: [
            {
              urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
            },
            {
              // The app's own images. Uploaded pictures are left to the network: their address changes with
              // each load (the cache would only grow), and they belong to whoever is signed in.
              urlPattern: ({ sameOrigin, url }) =>
                sameOrigin &&
                !url.pathname.startsWith('/uploads/') &&
                /\.(?:png|svg|ico|webp|jpg)$/.test(url.pathname),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'images', expiration: { maxEntries: 60 } },
            },
          ],
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
    worker: { plugins: () => [licenses.worker()] },
    optimizeDeps: { include: WORKER_ONLY_DEPENDENCIES },
    server: { host: true, port: 5173 },
    preview: { host: true, port: 4173 },
    // The manifest lets scripts/check-bundle.mjs follow each route's chunks.
    build: {
      // The licenses of the third-party code the bundle carries (lamejs is LGPL), written beside the app.
      license: { fileName: THIRD_PARTY_LICENSES_FILE },
      target: 'es2022',
      sourcemap: false,
      outDir,
      manifest: true,
      // Chakra's `defineConfig` returns its argument, but the bundler cannot tell, so the unused
      // `defaultThemeConfig` of `@chakra-ui/react/theme` would keep all ~80 recipes in the first load
      // (18 KiB gzip) although the theme names the dozen it uses.
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['defineConfig'] },
        // A first load names its chunks hundreds of times (imports and preload lists), and a hash does not
        // compress: seven characters (42 bits) keep every name unique across versions for 300 bytes less gzip
        // than the default eight. (With six, this build fails.)
        output: { chunkFileNames: 'assets/[name]-[hash:7].js' },
      },
    },
  };
});
