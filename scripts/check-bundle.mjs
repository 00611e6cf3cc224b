// Bundle budgets of the production build (`npx vite build` first): the JavaScript each route loads before its
// page shows (gzip), what the service worker precaches, and what the public pages must never load. A public
// page built as a static page ('static') counts what its HTML loads; the app's own pages count the app shell
// and the page's chunks.
// Prints every figure against its budget and its target, and exits 1 when a budget is exceeded.
// `budget` is enforced (today's figures plus headroom for work in flight: lower it as the figures drop);
// `target` is where the figures should head. Each page's budget is named in the page manifest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { LAYOUT_MODULES, PAGES, sliceModule } from '../src/app/routing/pages.ts';
import { manifestKey } from './manifest-key.ts';

const DIST = process.argv[2] ?? 'dist';
const KiB = 1024;
// The targets are the page-manifest work's budgets. The data router (route `lazy`, `useBlocker`) costs
// 13-16 KiB gzip on every app route and 51 KiB in the precache over the declarative router it replaced.
const BUDGETS = {
  // A static public page's own script: a few controls, never the app.
  static: { budget: 8 * KiB, target: 8 * KiB },
  // The installed app's entry routes (sign-in, sign-up, password reset): the app shell and the form.
  // The budgets hold Chakra, Emotion and Vite as their authors ship them: no rewritten dependency code, no
  // hand-made chunk groups or side-effect lists. Declaring the slices' public APIs free of side effects
  // took /login to 190 KiB, but split the pages into three times as many chunks, and /calls then showed its
  // first rows 0.5 s later at 4x CPU: chunk count costs start time as much as bytes do.
  entry: { budget: 203 * KiB, target: 200 * KiB },
  // The page-manifest work's budget itself: every signed-in page is within it.
  'signed-in': { budget: 225 * KiB, target: 225 * KiB },
  precache: { budget: 675 * KiB, target: 600 * KiB },
};
// Libraries the public pages must not download (the signature is a string each one's code carries).
// zod's signature is its base type's name: 'ZodError' alone also appears in the app's own error mapping.
const NOT_ON_PUBLIC_PAGES = { 'socket.io-client': 'xhr poll error', zod: '$ZodType' };
// Code no page loads before it shows: each part loads when it is first wanted (the signature is a string only
// its code carries).
const ON_DEMAND = {
  // The recorder (audio graph, worklet, encoder worker), with the first recording or clip a room prepares.
  'the recorder': 'parley-mp3-encoder',
  // The offer of recordings a closed tab left on disk (rare), once the page shows.
  'the recording recovery dialog': 'Unsaved recordings',
};
const fail = (message) => {
  throw new Error(message);
};

const manifestPath = `${DIST}/.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error(`bundle: ${manifestPath} is missing; run \`npx vite build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${DIST}/${file}`)).length);
  return gzipped.get(file);
};
const code = (file) => readFileSync(`${DIST}/${file}`, 'utf8');

/** The JS files a manifest entry loads before it runs: its own chunk and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

/**
 * A public page the build wrote as a static page (scripts/prerender-plugin.ts): what its HTML loads before a
 * control needs the app, namely the scripts it links and its inline script. Null for the app's own pages.
 */
function staticPage(path) {
  const html = `${DIST}${path === '/' ? '/' : `${path}/`}index.html`;
  if (!existsSync(html))
    throw new Error(`bundle: ${html} is missing, although the page manifest prerenders ${path}`);
  const source = readFileSync(html, 'utf8');
  if (!source.includes('id="prerendered"')) throw new Error(`bundle: ${html} holds no prerendered page`);
  const linked = [
    ...source.matchAll(/<script[^>]*\ssrc="\/([^"]+)"|<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
  ].map(([, script, preload]) => script ?? preload);
  const inline = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join(';');
  return { files: new Set(linked), inline };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
// The app shell: the entry and its static imports.
const shell = staticClosure(entryKey);
const routes = PAGES.map((page) => {
  const modules = [sliceModule(page.slice), ...(page.layout ? [LAYOUT_MODULES[page.layout].module] : [])].map(
    (module) =>
      manifestKey(manifest, module) ?? fail(`bundle: the build has no ${module} for the page ${page.id}`),
  );
  const built = page.prerender ? staticPage(page.path) : null;
  const files =
    built?.files ?? new Set([...shell, ...modules.flatMap((module) => [...staticClosure(module)])]);
  const inline = built?.inline ?? '';
  const bytes =
    [...files].reduce((sum, file) => sum + gzipSize(file), 0) + (inline ? gzipSync(inline).length : 0);
  return {
    page: page.path,
    files,
    inline,
    bytes,
    budget: page.budget,
    signedOut: page.budget !== 'signed-in',
  };
}).sort((a, b) => b.bytes - a.bytes);

const precacheFiles = [
  ...readFileSync(`${DIST}/service-worker.js`, 'utf8').matchAll(/url:\s*"([^"]+)"/g),
].map(([, url]) => url.replace(/^\//, ''));
const precacheBytes = precacheFiles
  .filter((file) => existsSync(`${DIST}/${file}`))
  .reduce((sum, file) => sum + readFileSync(`${DIST}/${file}`).length, 0);

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const problems = [];
let checks = 0;
const row = (name, value, { budget, target }) => {
  checks += 1;
  const verdict = value > budget ? 'OVER BUDGET' : value > target ? 'within budget, above target' : 'ok';
  if (value > budget) problems.push(`${name}: ${kib(value)} > budget ${kib(budget)}`);
  console.log(
    `${name.padEnd(44)} ${kib(value).padStart(11)} ${kib(budget).padStart(11)} ${kib(target).padStart(11)}   ${verdict}`,
  );
};

console.log(
  `${'first-load JS (gzip)'.padEnd(44)} ${'value'.padStart(11)} ${'budget'.padStart(11)} ${'target'.padStart(11)}`,
);
for (const { page, bytes, budget } of routes) row(`${budget} ${page}`, bytes, BUDGETS[budget]);
row(`service worker precache (${precacheFiles.length} files, raw)`, precacheBytes, BUDGETS.precache);

for (const { page, files, inline, signedOut } of routes) {
  if (!signedOut) continue;
  for (const [library, signature] of Object.entries(NOT_ON_PUBLIC_PAGES)) {
    checks += 1;
    if (inline.includes(signature) || [...files].some((file) => code(file).includes(signature)))
      problems.push(`${page} loads ${library} before it shows`);
  }
}
for (const { page, files } of routes) {
  for (const [part, signature] of Object.entries(ON_DEMAND)) {
    checks += 1;
    if ([...files].some((file) => code(file).includes(signature)))
      problems.push(`${page} loads ${part} before it shows`);
  }
}
checks += 5;
// A page opened from the app's links loads its chunks together (Vite's preloading of dynamic imports): the
// routes' chunk names each page's chunks.
const routesChunk = Object.values(manifest).find((chunk) =>
  chunk.dynamicImports?.some((module) => module.startsWith('src/pages/')),
)?.file;
if (!routesChunk || !code(routesChunk).includes('__vite__mapDeps'))
  problems.push('the routes do not preload the chunks of the pages they open ');
// The entry's static imports load beside it, not after it has parsed (one round trip each), and so do their
// stylesheets (the fonts' faces among them).
const appShellHtml = readFileSync(`${DIST}/app.html`, 'utf8');
const shellCss = Object.values(manifest).flatMap((chunk) => (shell.has(chunk.file) ? (chunk.css ?? []) : []));
const unlinked = [...shell, ...shellCss].filter((file) => !appShellHtml.includes(`"/${file}"`));
if (unlinked.length) problems.push(`app.html does not link ${unlinked.join(', ')}`);
if (readdirSync(`${DIST}/assets`).some((file) => /^browser-.*\.js$/.test(file)))
  problems.push('the in-browser mock backend chunk is part of the production build');
// Workbox refuses to install a worker whose precache lists one URL under two revisions.
const listedTwice = precacheFiles.filter((file, index) => precacheFiles.indexOf(file) !== index);
if (listedTwice.length) problems.push(`the service worker precaches ${listedTwice.join(', ')} twice`);
if (precacheFiles.some((file) => /inter-(?!latin-wght)[\w-]+\.woff2$/.test(file)))
  problems.push('the service worker precaches Inter subsets other than Latin');
// The realtime payloads' schemas are the mock server's: building them cost every signed-in start ~a quarter
// of evaluating the contract (src/shared/api/schemas/realtime-ack.ts is the app's one realtime schema).
if (
  readdirSync(`${DIST}/assets`).some(
    (file) => file.endsWith('.js') && code(`assets/${file}`).includes('Session description is required'),
  )
)
  problems.push("the app's bundle builds the realtime payloads' schemas");
checks += 1;
// The licence notices ship with the code they cover, the LGPL MP3 encoder in its worker among them.
const licenses = existsSync(`${DIST}/third-party-licenses.md`) ? code('third-party-licenses.md') : '';
for (const pkg of ['@breezystack/lamejs', 'react', '@chakra-ui/react']) {
  checks += 1;
  if (!licenses.includes(`## ${pkg} - `)) problems.push(`third-party-licenses.md lacks the notice of ${pkg}`);
}

// The summary line scripts/test-all.mjs adds up: each budget and rule is one check.
if (problems.length) {
  console.log(`\nbundle budgets exceeded:\n  ${problems.join('\n  ')}`);
  console.log(`\n  ${checks - problems.length} passed, ${problems.length} failed`);
  process.exit(1);
}
console.log(`\nbundle: every budget met\n  ${checks} passed`);
