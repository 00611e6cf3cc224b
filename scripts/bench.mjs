// `npm run bench`: logic benchmarks (Vitest bench) and browser benchmarks (Playwright) each record their
// figure and budget through bench/results.ts; this prints them together and fails when one is over budget.
// Lighthouse (scripts/lighthouse.mjs) prints its own table against its targets.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'bench-results/browser.jsonl';
rmSync(RESULTS, { force: true });
let failedRuns = 0;

const logicFiles = globSync('bench/*.bench.ts');
if (logicFiles.length) {
  const run = spawnSync('npx', ['vitest', 'bench', '--run', ...logicFiles], { stdio: 'inherit' });
  if (run.status !== 0) failedRuns += 1;
}

if (globSync('bench/*.browser.ts').length) {
  if (!existsSync('dist/index.html')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'bench/playwright.bench.config.ts'], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failedRuns += 1;
}

// Lighthouse on two static pages prints its own table against its targets.
const lighthouse = spawnSync('node', ['scripts/lighthouse.mjs'], { stdio: 'inherit' });
if (lighthouse.status !== 0) failedRuns += 1;

const rows = existsSync(RESULTS)
  ? readFileSync(RESULTS, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

console.log(`\n${'benchmark'.padEnd(64)} ${'value'.padStart(12)} ${'budget'.padStart(12)}   verdict`);
let over = 0;
for (const { name, value, budget, unit = 'ms' } of rows) {
  const ok = value <= budget;
  if (!ok) over += 1;
  console.log(
    `${name.padEnd(64)} ${`${value.toFixed(2)} ${unit}`.padStart(12)} ${`${budget} ${unit}`.padStart(12)}   ${ok ? 'ok' : 'OVER'}`,
  );
}
if (over) console.log(`\n${over} benchmark(s) over budget`);
if (failedRuns) console.log(`\n${failedRuns} benchmark run(s) failed; see the output above`);
if (!over && !failedRuns) console.log('\nall benchmarks within budget');
process.exit(over || failedRuns ? 1 : 0);
