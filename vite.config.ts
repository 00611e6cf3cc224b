import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { DEMO_OUT_DIR, demoPwaOptions } from './mocks/demo/pwa.ts';
import { mockBackend, mockServiceWorkerFile } from './mocks/node/vite-plugin.ts';
import { chakraSystemPatches } from './scripts/chakra-system-patches.ts';
import {
  APP_SHELL_FILE,
  BUILT_GLOBAL_CSS_FILE,
  chunksOf,
  prerenderPublicPages,
  readBuildManifest,
} from './scripts/prerender-plugin.ts';
import { APP_NAME, APP_TAGLINE } from './src/shared/config/app.ts';

const SERVICE_WORKER_FILE = 'service-worker.js';
const brand = { themeColor: '#4f46e5', background: '#0b0d17' };

// The app shell the service worker precaches: the HTML, what it loads before the first page (its script,
// modulepreloads, stylesheets and the Latin Inter face it preloads), the manifest, icons and START_MODULES. Other route
// chunks, font subsets and images are cached at runtime when first used (hashed names, so cache-first is safe).
const SHELL_FILES = [
  APP_SHELL_FILE,
  'manifest.webmanifest',
  'favicon.svg',
  'apple-touch-icon.png',
  'pwa-192x192.png',
];
const PURE_MODULES = [
  /\/src\/shared\/api\/(?:schemas\/[\w-]+|errors|client|picture|upload)\.ts$/, // the contract, zod-free API helpers
  /\/src\/\w+\/[\w-]+\/api\/[\w-]+\.ts$/, // a slice's requests and their messages
  // Helpers and rules: functions, classes and constants only. Their barrel (`@/shared/lib`) no longer carries
  // the WebRTC peer, the media helpers or the list model into every page.
  /\/src\/shared\/lib\/(?:storage|pwa|list|date|media|delay|webrtc|static-page)\/[\w-]+\.ts$/,
  /\/src\/(?:entities|features)\/[\w-]+\/lib\/[\w-]+\.ts$/,
  /\/src\/\w+\/[\w-]+\/(?:[\w-]+\/)*[A-Z]\w*\.tsx$/, // components (not stories or tests: `X.stories.tsx`)
];
// zod and the schemas built with it: one chunk that only the API modules import. Left to automatic chunking,
// they joined the shared `@/shared/api` chunk that every page loads first. The path table and the realtime
// event names have no zod and stay with the code that names them.
const isZodContract = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) ||
  (/src[\\/]shared[\\/]api[\\/]schemas[\\/]/.test(id) &&
    !/[\\/](?:paths|realtime-events|index)\.ts$/.test(id));
const UI_LIBRARIES = /node_modules[\\/](?:@chakra-ui|@ark-ui|@zag-js|@floating-ui)[\\/]/;
const CHAKRA_IDENTITY_HELPERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineKeyframes',
  'defineGlobalStyles',
  'defineConditions',
  'defineStyle',
];
// Loaded right after the shell on every start: the installed app's first page (start_url `/`) and the toaster.
// The code of dialogs, menus, popovers and tooltips is cached at runtime, when the first page with one loads it
// at idle, and so is the Inter face the shell preloads: the precache stays within its 600 KiB budget. Before
// any online start under the worker, an offline app shows the system font and says a dialog did not load.
const START_MODULES = ['src/pages/landing/index.ts', 'src/shared/ui/toaster/Toaster.tsx'];

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
        ((loadedFirst.has(url) || startModuleChunks.has(url)) &&
          !url.endsWith('.woff2') &&
          !BUILT_GLOBAL_CSS_FILE.test(url)),
    );
    // vite-plugin-pwa adds the web manifest to the glob's entries, which list it already.
    const unique = manifest.filter(
      ({ url }, index) => manifest.findIndex((entry) => entry.url === url) === index,
    );
    return { manifest: unique, warnings: [] };
  };
}

// Vite's helper preloads a dynamic import's chunks by adding a <link rel="modulepreload"> for each. Only the
// routes keep it (the `App` chunk: its dynamic imports are the page manifest's pages and layouts), so a page
// opened from the app's links loads without a waterfall; anything else fetches its chunks as the browser finds
// them, from the service worker's cache after the first time. (The shell preloads the first page itself.)
const ROUTES_CHUNK = /^assets\/App-[\w-]+\.js$/;
function preloadOnlyPages(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' || ROUTES_CHUNK.test(hostId) ? deps : [];
}

// Modes: `development` (dev server + Node mock backend), `offline` (browser-only mock via msw worker),
// `production` (real build; `vite preview` mounts the Node mock backend), `demo` (static offline build).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const browserMock = mode === 'offline' || mode === 'demo';
  const outDir = mode === 'demo' ? DEMO_OUT_DIR : 'dist';
  let builtInto = outDir; // what `--outDir` made of it
  return {
    plugins: [
      react(),
      chakraSystemPatches(),
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
      // Browser-mock modes serve msw's worker file (emitted only into the demo build); the others mount the Node backend.
      browserMock ? mockServiceWorkerFile({ emit: mode === 'demo' }) : mockBackend(),
      prerenderPublicPages({ serviceWorker: `/${SERVICE_WORKER_FILE}` }),
      {
        // The contract's schema modules, the slices' API modules and every component file (PascalCase .tsx)
        // only define values: schemas, requests, components. Saying so lets the bundler drop what a page does
        // not use, so that one name imported from a slice's index does not pull the slice's other components,
        // zod or every schema into the first load. Model files are not listed: their units are created on
        // import, and some are imported for that alone.
        name: 'parley-pure-contract',
        apply: 'build',
        transform: {
          filter: { id: PURE_MODULES },
          handler: () => ({ moduleSideEffects: false }),
        },
      },
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
          navigateFallback: `/${APP_SHELL_FILE}`,
          navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/uploads\//, /^\/recordings\//],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
          globIgnores: ['mockServiceWorker.js'],
          manifestTransforms: [appShellOnly(() => builtInto)],
          runtimeCaching: [
            {
              urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
            },
            {
              urlPattern: ({ sameOrigin, url }) =>
                sameOrigin && /\.(?:png|svg|ico|webp|jpg)$/.test(url.pathname),
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
    server: { host: true, port: 5173 },
    preview: { host: true, port: 4173 },
    // The manifest lets scripts/check-bundle.mjs follow each route's chunks.
    build: {
      target: 'es2022',
      sourcemap: false,
      outDir,
      manifest: true,
      modulePreload: { resolveDependencies: preloadOnlyPages },
      rolldownOptions: {
        // Chakra's `define*` helpers return their argument, but a bare call looks like a side effect: its
        // theme module's unused `defaultThemeConfig` kept all ~80 component recipes in the first-load chunk.
        treeshake: { manualPureFunctions: CHAKRA_IDENTITY_HELPERS },
        output: {
          codeSplitting: {
            groups: [
              { name: 'contract', test: isZodContract, includeDependenciesRecursively: false },
              // Chakra's, Ark's and zag's modules that most of the chunks loaded on demand share (pages, start
              // stages, dialogs: 12 of about 30), in one chunk. Left to automatic chunking they came in ~20
              // files of a few hundred bytes each, one request apiece and compressed apart: 4-6 KiB gzip more
              // on most pages, and 44 files before /login showed (30 now).
              { name: 'ui-common', test: UI_LIBRARIES, minShareCount: 12 },
            ],
          },
        },
      },
    },
  };
});
