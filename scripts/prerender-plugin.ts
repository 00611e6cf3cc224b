// Build plugin: writes the public pages into the client build as static pages. After the client
// bundle is written it builds `src/app/prerender/render.tsx` for Node, renders each page and writes
// `index.html` (for `/`) and `<page>/index.html`, each with its CSS and the small script of
// `src/app/prerender/island.ts` inlined. A signed-out visitor reads, navigates and uses the page's small
// controls without the app; the app loads for a control that needs it and then replaces the copy
// (`PrerenderHandoff` in src/app/routing/routes.tsx). `index.html` (the landing page) stays every other
// route's SPA fallback on a plain static host: the island drops the copy on any other path, and for a stored
// session (a signed-in visitor is redirected and must not see the landing page flash), and starts the app.
// The untouched shell is kept as `app.html` for the service worker, whose navigation fallback should not
// carry the landing page.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_COPY_ID, PRERENDERED_STYLE_ATTRIBUTE } from '../src/app/prerender/copy.ts';
import type { IslandOptions } from '../src/app/prerender/island.ts';
import {
  documentTitle,
  installedOnlyPaths,
  LAYOUT_MODULES,
  PAGES,
  sliceModule,
} from '../src/app/routing/pages.ts';
import { APP_NAME } from '../src/shared/config/app.ts';
import { manifestKey } from './manifest-key.ts';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

const RENDER_ENTRY = 'src/app/prerender/render.tsx';
const ISLAND_ENTRY = 'src/app/prerender/island.ts';
/** The global the island's IIFE build assigns its exports to. */
const ISLAND_GLOBAL = 'parleyIsland';
/** The plain SPA shell (no prerendered page), written beside index.html. */
export const APP_SHELL_FILE = 'app.html';
const ROOT_DIV = '<div id="root"></div>';
/** The Inter subset the first text of every page uses, preloaded by the shell (and so precached). */
const SHELL_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

// Over the app's root, so the root never moves when the copy goes (no layout shift) and the app's loading
// spinner stays out of sight beneath it. Over the body's padding too, so it keeps the body's side insets.
const COPY_STYLE =
  'position:absolute;top:0;left:0;right:0;z-index:1;background:var(--chakra-colors-bg);' +
  'padding-left:env(safe-area-inset-left);padding-right:env(safe-area-inset-right)';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

interface RenderModule {
  STORED_SESSION_NEEDS_INSTALL: boolean;
  renderPage: (path: string) => { html: string; css: string };
}

type BuildManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The client build's manifest (chunks, their static and dynamic imports, their stylesheets). */
export const readBuildManifest = (outDir: string): BuildManifest =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;

/** The manifest entries a module loads before it runs: itself and its static imports. */
function closureOf(manifest: BuildManifest, module: string, keys = new Set<string>()): Set<string> {
  if (!manifest[module] || keys.has(module)) return keys;
  keys.add(module);
  for (const imported of manifest[module].imports ?? []) closureOf(manifest, imported, keys);
  return keys;
}

const filesOf = (manifest: BuildManifest, keys: Iterable<string>) =>
  new Set([...keys].flatMap((key) => (manifest[key] ? [manifest[key].file] : [])));

/** The chunks a module loads before it runs: itself and its static imports. */
export const chunksOf = (manifest: BuildManifest, module: string): Set<string> =>
  filesOf(manifest, closureOf(manifest, module));

/** What the app loads at start: the entry and its static imports. */
const startEntries = (manifest: BuildManifest): Set<string> => closureOf(manifest, 'index.html');

/** The chunks the app loads at start (see startEntries). */
const startChunks = (manifest: BuildManifest): Set<string> => filesOf(manifest, startEntries(manifest));

/**
 * The shell with everything the app needs at start linked beside its entry script: every start chunk
 * preloaded (no waterfall of imports), their stylesheets (Vite links only the entry's own), and the Latin
 * Inter face, which the first text waits for and the browser would otherwise ask for only after rendering.
 */
function linkStartAssets(template: string, manifest: BuildManifest, font: string | undefined): string {
  const linked = new Set([...template.matchAll(/\shref="\/([^"]+)"/g)].map(([, href]) => href));
  const entries = startEntries(manifest);
  const links = [
    ...[...filesOf(manifest, entries)].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
    ),
    ...[...entries].flatMap((key) =>
      (manifest[key]?.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ),
    ...(font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`] : []),
  ].filter((link) => {
    const href = link.match(/href="\/([^"]+)"/)?.[1] ?? '';
    return href !== manifest['index.html']?.file && !linked.has(href);
  });
  return template.replace(
    ENTRY_SCRIPT,
    (script) => `${script}${links.map((link) => `\n    ${link}`).join('')}`,
  );
}

/**
 * Each page's own chunks (beyond the shell) and its layout's, keyed by the first segment of its path (the
 * page manifest's paths differ there: `/host/call/:callId` is `host`, `/` is the empty segment).
 */
function pageChunks(manifest: BuildManifest): Record<string, string[]> {
  const shell = startChunks(manifest);
  const pages: Record<string, string[]> = {};
  for (const page of PAGES) {
    const modules = [
      sliceModule(page.slice),
      ...(page.layout ? [LAYOUT_MODULES[page.layout].module] : []),
    ].map((module) => {
      const key = manifestKey(manifest, module);
      if (!key) throw new Error(`parley-prerender: the build has no ${module} for ${page.id}`);
      return key;
    });
    const files = new Set(modules.flatMap((module) => [...chunksOf(manifest, module)]));
    pages[page.path.split('/')[1] ?? ''] = [...files]
      .filter((file) => !shell.has(file))
      .map((file) => `/${file}`);
  }
  return pages;
}

const PRERENDERED_PAGES_MODULE = 'virtual:parley-prerendered-pages';

/** The prerendered pages' components by path, for the Node renderer: only their slices are evaluated. */
function prerenderedPagesModule(): Plugin {
  const resolved = `\0${PRERENDERED_PAGES_MODULE}`;
  return {
    name: 'parley-prerendered-pages',
    resolveId: (id) => (id === PRERENDERED_PAGES_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const pages = PAGES.filter((page) => page.prerender);
      return [
        ...pages.map(
          (page, index) => `import { ${page.component} as p${index} } from '/${sliceModule(page.slice)}';`,
        ),
        `export default { ${pages.map((page, index) => `${JSON.stringify(page.path)}: p${index}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

/** What the plugin's own builds (the Node renderer, the island) share with the app's: root, mode, defines. */
const nestedBuild = (config: ResolvedConfig): InlineConfig => ({
  configFile: false,
  root: config.root,
  mode: config.mode,
  logLevel: 'warn',
  plugins: [react()],
  define: config.define,
  resolve: { alias: { '@': resolve(config.root, 'src'), '@mocks': resolve(config.root, 'mocks') } },
});

/** The static page's script (src/app/prerender/island.ts), built on its own into one small IIFE. */
async function buildIsland(config: ResolvedConfig): Promise<string> {
  const result = await build({
    ...nestedBuild(config),
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: ISLAND_ENTRY, formats: ['iife'], name: ISLAND_GLOBAL },
      // It uses a few pure helpers of modules that also create the app's stores: only the helpers come along.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const output = Array.isArray(result) ? result[0] : result;
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('parley-prerender: the island build wrote no script');
  if (chunk.code.includes('</script')) throw new Error('parley-prerender: the island cannot be inlined');
  return chunk.code;
}

export interface PrerenderOptions {
  /** The service worker's URL, registered by the static pages too (installing works from them). */
  serviceWorker: string | null;
}

export function prerenderPublicPages({ serviceWorker }: PrerenderOptions): Plugin {
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
        const nested = nestedBuild(config);
        await build({
          ...nested,
          plugins: [...(nested.plugins ?? []), prerenderedPagesModule()],
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
        const manifest = readBuildManifest(outDir);
        const font = Object.keys(bundle).find((file) => SHELL_FONT.test(file));
        const template = linkStartAssets(readFileSync(join(outDir, 'index.html'), 'utf8'), manifest, font);
        const entry = template.match(ENTRY_SCRIPT)?.[1];
        if (!entry) throw new Error('parley-prerender: the shell has no module entry script');
        const pages = pageChunks(manifest);
        writeFileSync(join(outDir, APP_SHELL_FILE), template);
        const options: Omit<IslandOptions, 'path'> = {
          entry,
          pages,
          preloads: [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? ''),
          sessionNeedsInstall: renderer.STORED_SESSION_NEEDS_INSTALL,
          installedOnlyPaths: installedOnlyPaths(),
          serviceWorker,
        };
        const islandCode = await buildIsland(config);
        for (const prerendered of PAGES.filter((page) => page.prerender)) {
          const { path } = prerendered;
          const { html, css } = renderer.renderPage(path);
          // The landing page's HTML is every route's fallback; another page starts the app only for itself.
          const key = path.split('/')[1] ?? '';
          const own: IslandOptions = {
            ...options,
            path,
            pages: path === '/' ? pages : { [key]: pages[key] ?? [] },
          };
          // Decided in <head>, before the copy can paint; the copy's controls are wired right after it.
          const decide = `${islandCode};${ISLAND_GLOBAL}.decide(${JSON.stringify(own)})`;
          const page = template
            .replace(
              /<title>[^<]*<\/title>/,
              `<title>${escapeHtml(documentTitle(prerendered, APP_NAME))}</title>`,
            )
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace(
              '</head>',
              `<style ${PRERENDERED_STYLE_ATTRIBUTE}>${css}</style><script>${decide}</script></head>`,
            )
            .replace(
              ROOT_DIV,
              `${ROOT_DIV}<div id="${PRERENDERED_COPY_ID}" data-path="${path}" style="${COPY_STYLE}">` +
                `${html}</div><script>${ISLAND_GLOBAL}.runIsland()</script>`,
            );
          const file = join(outDir, path === '/' ? '' : path.slice(1), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, page);
        }
      },
    },
  };
}
