// `npm run bench`: logic benchmarks (Vitest bench) and browser benchmarks (Playwright), each compared with its budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { globSync } from 'node:fs';

const budgets = existsSync('bench/budgets.json')
  ? JSON.parse(readFileSync('bench/budgets.json', 'utf8'))
  : {};
const rows = [];

const logicFiles = globSync('bench/*.bench.ts');
if (logicFiles.length) {
  rmSync('bench-results/logic.json', { force: true });
  const run = spawnSync(
    'npx',
    ['vitest', 'bench', '--run', '--outputJson', 'bench-results/logic.json', ...logicFiles],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  const report = JSON.parse(readFileSync('bench-results/logic.json', 'utf8'));
  for (const file of report.files) {
    for (const group of file.groups) {
      for (const b of group.benchmarks) {
        const name = `${group.fullName.split(' > ').slice(1).join(' > ')} > ${b.name}`;
        const budget = budgets[name];
        rows.push({ name, value: b.mean, budget });
      }
    }
  }
}

const browserFiles = globSync('bench/*.browser.ts');
if (browserFiles.length) {
  if (!existsSync('dist/index.html')) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  rmSync('bench-results/browser.jsonl', { force: true });
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'bench/playwright.bench.config.ts'], {
    stdio: 'inherit',
  });
  if (existsSync('bench-results/browser.jsonl')) {
    for (const line of readFileSync('bench-results/browser.jsonl', 'utf8').split('\n').filter(Boolean)) {
      rows.push(JSON.parse(line));
    }
  }
  if (run.status !== 0)
    console.log('bench: a browser benchmark failed to run; its figures are missing below');
}

console.log(
  '\nBenchmark                                                   mean/median ms   budget ms   verdict',
);
let over = 0;
for (const { name, value, budget } of rows) {
  const verdict = budget === undefined ? 'no budget' : value <= budget ? 'ok' : 'OVER';
  if (verdict === 'OVER') over += 1;
  console.log(
    `${name.padEnd(60).slice(0, 60)} ${value.toFixed(3).padStart(14)} ${String(budget ?? '-').padStart(11)}   ${verdict}`,
  );
}
console.log(over ? `\n${over} benchmark(s) over budget` : '\nall benchmarks within budget');
process.exit(over ? 1 : 0);
