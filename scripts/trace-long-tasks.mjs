// Where a host page's long tasks come from: loads the page of the production build as the `large`
// host with the CPU slowed 4x, records a Chrome trace with JS samples, and prints each main-thread task over
// 50 ms with what ran in it (HTML parsing, module evaluation, microtasks, style and layout with their element
// counts), the scripts that spent its time and, with FUNCTIONS=1, its busiest functions. A tool to read, not a
// benchmark: tracing itself slows the page by about a third, and `npm run bench` gives the figures.
//
//   npx vite build && MOCK_SCENARIO=large npx vite preview --port 4174 &
//   node scripts/trace-long-tasks.mjs /calls [visits before the traced one, default 2]
//
// The page starts as the installed app does, under the service worker the first visit installs. The first
// start under the worker compiles the app's code (traced with 1 visit before); V8 caches the compiled code
// for later starts (2 or more). WARM_PATH=/dashboard makes the earlier visits to another page, as the bench's.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { signInAsLargeHost } from '../bench/large-host.ts';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4174';
const PATH = process.argv[2] ?? '/calls';
const WARM_VISITS = Number(process.argv[3] ?? 2);
// MIN_MS=30 lists the tasks close to the limit as well.
const LONG_TASK_US = Number(process.env.MIN_MS ?? 50) * 1000;
const TRACE_FILE = join(tmpdir(), 'parley-long-tasks-trace.json');
const STEPS = new Set(['ParseHTML', 'v8.evaluateModule', 'RunMicrotasks', 'TimerFire', 'FunctionCall']);
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'Paint']);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await signInAsLargeHost(page, BASE);
  for (let visit = 0; visit < WARM_VISITS; visit++) {
    await page.goto(BASE + (process.env.WARM_PATH ?? PATH));
    await page.waitForTimeout(2500);
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  await browser.startTracing(page, {
    path: TRACE_FILE,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(BASE + PATH);
  await page.waitForTimeout(4000);
  await browser.stopTracing();
} finally {
  await browser.close();
}

const events = JSON.parse(readFileSync(TRACE_FILE, 'utf8')).traceEvents;
// KEEP_TRACE=1 leaves the trace for Chrome DevTools' Performance panel.
if (process.env.KEEP_TRACE) console.log(`trace: ${TRACE_FILE}`);
else rmSync(TRACE_FILE);
const mainThreads = new Set(
  events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`),
);
const main = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`));
// The traced document's commit. The task that commits it also runs the old page's unload (its socket client
// closing), so it is left out.
const documentStart = Math.min(
  ...main.filter((e) => e.name === 'CommitLoad' && e.args?.data?.isMainFrame).map((e) => e.ts),
);

// JS samples: the profile's nodes and, per sample, its time and node.
const profile = main.find((e) => e.name === 'Profile');
const nodes = new Map();
const samples = [];
let sampledAt = profile?.args.data.startTime ?? 0;
for (const event of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile?.id)) {
  const { cpuProfile, timeDeltas = [] } = event.args.data;
  for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile?.samples ?? []).forEach((id, index) =>
    samples.push([(sampledAt += timeDeltas[index] ?? 0), id]),
  );
}
/** The script a sample ran in: the nearest frame with a URL, else the sample's own name ('(program)' is native work). */
const scriptOf = (id) => {
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    if (node.callFrame?.url) return node.callFrame.url.split('/').pop();
  }
  return nodes.get(id)?.callFrame?.functionName || '(native)';
};

const tasks = main
  .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= documentStart && e.dur > LONG_TASK_US)
  .sort((a, b) => a.ts - b.ts);
console.log(
  `${PATH}, 4x CPU, ${WARM_VISITS} visit(s) before: ${tasks.length} tasks over ${LONG_TASK_US / 1000} ms (traced)`,
);
for (const task of tasks) {
  const inside = main.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const steps = inside
    .filter((e) => (STEPS.has(e.name) || RENDERING.has(e.name)) && e.dur > 3000)
    .map((e) => {
      const count = e.args?.elementCount ?? e.args?.beginData?.dirtyObjects;
      return `${e.name}${count ? ` (${count})` : ''} ${(e.dur / 1000).toFixed(0)}`;
    });
  const byScript = new Map();
  const inTask = samples.filter(([time]) => time >= task.ts && time <= task.ts + task.dur);
  inTask.forEach(([time, id], index) => {
    const next = inTask[index + 1]?.[0] ?? time;
    byScript.set(scriptOf(id), (byScript.get(scriptOf(id)) ?? 0) + (next - time));
  });
  const scripts = [...byScript]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([script, time]) => `${script} ${(time / 1000).toFixed(0)}`);
  console.log(
    `${(task.dur / 1000).toFixed(0).padStart(4)} ms at ${((task.ts - documentStart) / 1000).toFixed(0).padStart(5)} ms` +
      `  ${steps.slice(0, 5).join(', ') || '-'}  |  ${scripts.join(', ')}`,
  );
  if (process.env.FUNCTIONS) {
    const byFunction = new Map();
    inTask.forEach(([time, id], index) => {
      const { functionName, url = '', lineNumber, columnNumber } = nodes.get(id)?.callFrame ?? {};
      const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ((inTask[index + 1]?.[0] ?? time) - time));
    });
    const busiest = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`      ${busiest.map(([name, time]) => `${name} ${(time / 1000).toFixed(1)}`).join(' | ')}`);
  }
}
