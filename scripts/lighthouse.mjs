// Lighthouse (mobile, simulated throttling, fresh profile) on the production build served by `vite preview`
// with the Node mock backend, on two static pages, `/` and `/pricing`; prints each figure against its target.
// The installed app's own pages are measured the way people meet them (bench/entry-routes.browser.ts). Its own
// build in dist-bench, so the bench leaves dist alone. Exits 1 when a figure misses its target.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4193);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = 'dist-bench';
const PAGES = ['/', '/pricing'];
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// [label, read from the report, target, better when]
const FIGURES = [
  ['performance', (r) => r.categories.performance.score * 100, 95, 'higher'],
  ['LCP ms', (r) => r.audits['largest-contentful-paint'].numericValue, 2000, 'lower'],
  ['TBT ms', (r) => r.audits['total-blocking-time'].numericValue, 100, 'lower'],
  ['SEO', (r) => r.categories.seo.score * 100, 100, 'higher'],
  ['accessibility', (r) => r.categories.accessibility.score * 100, 100, 'higher'],
  ['best practices', (r) => r.categories['best-practices'].score * 100, 100, 'higher'],
];

const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(1);

const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, MOCK_SCENARIO: 'default' },
  },
);
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/ping`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`vite preview did not answer on ${BASE}`);
}

function audit(path) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      [
        'lighthouse',
        `${BASE}${path}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${join(dir, 'profile')}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${path}`);
    // LIGHTHOUSE_REPORTS=<dir> keeps each page's full report, for the audits behind a figure.
    if (process.env.LIGHTHOUSE_REPORTS)
      copyFileSync(
        output,
        join(process.env.LIGHTHOUSE_REPORTS, `${path.replace(/\W+/g, '_') || 'root'}.json`),
      );
    return JSON.parse(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let missed = 0;
try {
  await waitForServer();
  console.log(
    `\n${'lighthouse (mobile, simulated)'.padEnd(40)} ${'value'.padStart(8)} ${'target'.padStart(8)}   verdict`,
  );
  for (const path of PAGES) {
    const report = audit(path);
    for (const [label, read, target, better] of FIGURES) {
      const value = read(report);
      const ok = better === 'higher' ? value >= target : value <= target;
      if (!ok) missed += 1;
      console.log(
        `${`${path} ${label}`.padEnd(40)} ${value.toFixed(0).padStart(8)} ${`${better === 'higher' ? '>=' : '<='}${target}`.padStart(8)}   ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  }
} finally {
  stopServer();
}
if (missed) console.log(`\n${missed} Lighthouse figure(s) miss their target`);
process.exit(missed ? 1 : 0);
