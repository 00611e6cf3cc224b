// `npm run test:stories`: runs every story's play function plus an axe check in Chromium against the BUILT
// Storybook. Builds it when `storybook-static/index.html` is missing or `--build` is passed, serves it with a
// tiny static server on a free port, runs the test runner, always stops the server, exits with its code.
// Extra arguments are passed to test-storybook (e.g. `node scripts/test-stories.mjs --build -- Button`).
import { spawn } from 'node:child_process';
import { existsSync, createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

// STORYBOOK_OUT picks another output folder (e.g. a private one while teammates build the shared one).
const outDir = process.env.STORYBOOK_OUT || 'storybook-static';
const root = resolve(outDir);
const argv = process.argv.slice(2);
const forceBuild = argv.includes('--build');
const passThrough = argv.filter((arg) => arg !== '--build' && arg !== '--');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

function run(cmd, args) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(join(root, decodeURIComponent(url.pathname)));
    if (path !== root && !path.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(path).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

if (forceBuild || !existsSync(join(root, 'index.html'))) {
  console.log('test-stories: building Storybook');
  const code = await run('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir]);
  if (code !== 0) process.exit(code);
}

const server = await serve();
const { port } = server.address();
let exitCode;
const stop = () => server.close();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stop();
  process.exit(143);
});
try {
  console.log(`test-stories: serving ${outDir} on http://127.0.0.1:${port}`);
  exitCode = await run('npx', [
    'test-storybook',
    // Test exactly what was built (the served index.json), not a fresh scan of the source files.
    '--index-json',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    // 30 s per story instead of 15: a call-room story signs two people in, starts a call and joins it, which
    // took over 15 s on a loaded 2-core machine (CI failed on it) without anything being wrong.
    '--testTimeout=30000',
    ...passThrough,
  ]);
} finally {
  server.closeAllConnections?.();
  stop();
}
process.exit(exitCode);
