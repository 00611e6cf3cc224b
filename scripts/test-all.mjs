// `npm test`: every check, then one closing line with the summed test counts.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const step = (name, cmd, ...args) => ({ name, cmd, args });
/** A step that is skipped when `earlier` failed: the bundle check of a failed build says nothing new. */
const after = (earlier, each) => ({ ...each, needs: earlier.name });
const typecheck = step('typecheck', 'npx', 'tsc', '--noEmit', '-p', 'tsconfig.json');
// `npm run lint` in its parts: ESLint with type information; formatting; the slices' structure and dependencies.
const lintCode = step('lint-code', 'npm', 'run', '--silent', 'lint:code');
const lintFormat = step('lint-format', 'npm', 'run', '--silent', 'lint:format');
const lintStructure = step('lint-structure', 'npm', 'run', '--silent', 'lint:structure');
const unit = step('unit', 'npx', 'vitest', 'run', '--project', 'logic*', '--project', 'rendering*');
const stories = step('stories', 'npx', 'vitest', 'run', '--project', 'stories');
const build = after(typecheck, step('build', 'npx', 'vite', 'build'));
const bundle = after(build, step('bundle', 'node', 'scripts/check-bundle.mjs'));
const demoBuild = after(
  build,
  step('demo-build', 'npx', 'vite', 'build', '--mode', 'demo', '--logLevel', 'warn'),
);
// The demo build is made in the first group, beside ESLint; the e2e step then serves it as it is.
const e2e = {
  ...step('e2e', 'npx', 'playwright', 'test'),
  env: () => (demoBuilt ? { E2E_DEMO_PREBUILT: '1' } : {}),
};
let demoBuilt = false;

// Groups run one after another; the lanes of a group run side by side, each lane's steps in order. The type
// check, the builds and the linters each keep about one core busy, so on 2 cores they share the first group,
// in two lanes of about the same length (ESLint alone takes about as long as the type check and both builds).
const groups = [
  [
    [typecheck, build, bundle, demoBuild, lintFormat],
    [lintCode, lintStructure],
  ],
  [[unit]],
  [[stories]],
  [[e2e]],
];
const steps = groups.flat(2);

const only = process.argv.slice(2);
const chosen = (lane) => lane.filter((each) => !only.length || only.includes(each.name));
const plan = groups
  .map((lanes) => lanes.map(chosen).filter((lane) => lane.length))
  .filter((lanes) => lanes.length);
const unknown = only.filter((name) => !steps.some((each) => each.name === name));
if (unknown.length) {
  console.error(`unknown step: ${unknown.join(', ')} (steps: ${steps.map((each) => each.name).join(', ')})`);
  process.exit(2);
}

// Closing lines of vitest ("Tests  12 passed | 1 failed") and Playwright ("12 passed").
function countTests(output) {
  const plain = stripVTControlCharacters(output);
  const line =
    plain.match(/^\s*Tests:?\s+(.*)$/m)?.[1] ??
    plain
      .split('\n')
      .filter((l) => /^\s+\d+ (passed|failed|flaky)/.test(l))
      .join(' ');
  const grab = (word) =>
    [...line.matchAll(new RegExp(`(\\d+) ${word}`, 'g'))].reduce((n, m) => n + Number(m[1]), 0);
  return { passed: grab('passed') + grab('flaky'), failed: grab('failed') };
}

// A step's output streams as it comes when it runs alone, and is printed whole when it ends when lanes run side by
// side, so each step's lines stay together in the log.
function run({ cmd, args, env }, live) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env?.() },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (live) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (live) process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// The failing tests' own lines (vitest "×"/"FAIL", Playwright "✘" and its numbered failures), repeated at the end:
// a CI log that keeps only its tail still names what failed.
function failureLines(output) {
  return stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => /^\s*(×|✘|FAIL\s)|^\s+\d+\) \[/.test(line))
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => lines.indexOf(line) === index)
    .slice(0, 40);
}

let passed = 0;
let failed = 0;
const failedSteps = [];
const failures = [];

async function runStep(each, live) {
  const started = Date.now();
  const title = `\n=== ${each.name}: ${each.cmd} ${each.args.join(' ')}`;
  if (live) console.log(title);
  const { code, output } = await run(each, live);
  if (!live) console.log(`${title}\n${output}`);
  const counts = countTests(output);
  passed += counts.passed;
  failed += counts.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${each.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s`);
  if (code !== 0) {
    failedSteps.push(each.name);
    failures.push(...failureLines(output).map((line) => `  ${each.name}: ${line.trim()}`));
    if (counts.failed === 0) failed += 1; // a step that failed without failing tests (type, lint, build error)
  }
  if (each === demoBuild) demoBuilt = code === 0;
  return code === 0;
}

for (const lanes of plan) {
  const live = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const each of lane) {
        if (failedSteps.includes(each.needs)) console.log(`=== ${each.name}: skipped (${each.needs} failed)`);
        else await runStep(each, live);
      }
    }),
  );
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failures.length) console.log(failures.join('\n'));
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
