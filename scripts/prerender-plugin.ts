// Build plugin: writes the public pages' HTML and CSS into the client build (issue 17), so a phone paints them
// from the HTML instead of waiting for the app's JavaScript. After the client bundle is written it builds
// `src/app/prerender/render.tsx` for Node, renders each page and writes `index.html` (for `/`) and
// `<page>/index.html`. The copy is inert and hidden from assistive technology: it is a picture of the page
// until the app renders the real one and removes it (`PrerenderHandoff` in src/app/routing/routes.tsx).
// `index.html` (the landing page) stays every other route's SPA fallback on a plain static host: its guard
// script drops the copy on any other path, and for a stored session (a signed-in visitor is redirected and
// must not see the landing page flash). The untouched shell is kept as `app.html` for the service worker,
// whose navigation fallback should not carry the landing page.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  PRERENDERED_COPY_ID,
  PRERENDERED_STYLE_ATTRIBUTE,
  PRERENDERED_STYLE_SELECTOR,
} from '../src/app/prerender/copy.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../src/shared/config/storage-keys.ts';

const RENDER_ENTRY = 'src/app/prerender/render.tsx';
/** The plain SPA shell (no prerendered page), written beside index.html. */
export const APP_SHELL_FILE = 'app.html';
const ROOT_DIV = '<div id="root"></div>';

/**
 * Runs before paint. The copy stays only on its own path, and goes for a visitor whose stored session the app
 * will keep (it redirects them; the landing page must not flash). An installed-only path (`/login` outside
 * the installed app) becomes `/` at once, as the app's guard would make it after loading: the landing copy
 * shows instead of a blank page. The app's scripts are requested after the copy's first paint (at once when
 * the copy goes), so that paint never waits for them.
 */
const handoffScript = (
  scripts: { entry: string; preloads: string[] },
  sessionNeedsInstall: boolean,
  installedOnlyPaths: readonly string[],
) =>
  `(function(){var p=document.getElementById(${JSON.stringify(PRERENDERED_COPY_ID)}),s=document.querySelector(${JSON.stringify(PRERENDERED_STYLE_SELECTOR)}),started=0;` +
  `function start(){if(started)return;started=1;${JSON.stringify(scripts.preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
  `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(scripts.entry)};document.head.appendChild(e)}` +
  `function drop(){p.remove();if(s)s.remove();start()}` +
  `try{var here=location.pathname.replace(/\\/+$/,''),own=p.getAttribute('data-path').replace(/\\/+$/,'');` +
  `var installed=matchMedia('(display-mode: standalone)').matches||navigator.standalone===true||sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.pwaInstalled)})==='true';` +
  `var kept=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.token)})&&(installed||${!sessionNeedsInstall});` +
  `if(${sessionNeedsInstall}&&!installed&&!kept&&own===''&&${JSON.stringify(installedOnlyPaths)}.indexOf(here)>=0){history.replaceState(null,'','/');here=own}` +
  `if(here!==own||kept)drop()}catch(x){drop()}` +
  `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})();`;

// Over the app's root, so the root never moves when the copy goes (no layout shift) and the app's loading
// spinner stays out of sight beneath it.
const COPY_STYLE = 'position:absolute;top:0;left:0;right:0;z-index:1;background:var(--chakra-colors-bg)';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

interface RenderModule {
  PRERENDERED_PAGES: Record<string, unknown>;
  STORED_SESSION_NEEDS_INSTALL: boolean;
  INSTALLED_ONLY_PATHS: readonly string[];
  renderPage: (path: string) => { html: string; css: string };
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'parley-prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` answers /about with the SPA fallback; a static host serves about/index.html, and so does this.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?');
        const page = join(path, 'index.html');
        if (req.method === 'GET' && path !== '/' && !extname(path) && existsSync(join(outDir, page)))
          req.url = query === undefined ? page : `${page}?${query}`;
        next();
      });
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        // Only the app's own client build (not the Node build below, not Storybook's).
        const shell = bundle['index.html'];
        if (config.build.ssr || !shell || shell.type !== 'asset') return;
        if (!String(shell.source).includes(ROOT_DIV)) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, 'node_modules/.cache/parley-prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          define: config.define,
          resolve: {
            alias: {
              '@': resolve(config.root, 'src'),
              '@mocks': resolve(config.root, 'mocks'),
            },
          },
          build: {
            ssr: RENDER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            target: 'node22',
            // Imported lazily by the service-worker registration, which never runs at build time.
            rolldownOptions: { external: ['virtual:pwa-register'] },
          },
        });
        const renderer = (await import(
          `${pathToFileURL(join(serverDir, 'render.js')).href}?t=${Date.now()}`
        )) as RenderModule;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL_FILE), template);
        for (const path of Object.keys(renderer.PRERENDERED_PAGES)) {
          const { html, css } = renderer.renderPage(path);
          const entry = template.match(ENTRY_SCRIPT)?.[1];
          if (!entry) throw new Error('parley-prerender: the shell has no module entry script');
          const preloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
          const page = template
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace('</head>', `<style ${PRERENDERED_STYLE_ATTRIBUTE}>${css}</style></head>`)
            .replace(
              ROOT_DIV,
              `${ROOT_DIV}<div id="${PRERENDERED_COPY_ID}" data-path="${path}" aria-hidden="true" inert style="${COPY_STYLE}">` +
                `${html}</div><script>${handoffScript({ entry, preloads }, renderer.STORED_SESSION_NEEDS_INSTALL, renderer.INSTALLED_ONLY_PATHS)}</script>`,
            );
          const file = join(outDir, path === '/' ? '' : path.slice(1), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, page);
        }
      },
    },
  };
}
