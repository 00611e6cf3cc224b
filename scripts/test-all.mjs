// `npm test`: every check in order, then one closing line with the summed test counts.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--project', 'logic', '--project', 'rendering'] },
  { name: 'stories', cmd: 'npx', args: ['vitest', 'run', '--project', 'stories'] },
  { name: 'build', cmd: 'npx', args: ['vite', 'build'] },
  { name: 'bundle', cmd: 'node', args: ['scripts/check-bundle.mjs'] },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'] },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((step) => only.includes(step.name)) : steps;

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

function run({ cmd, args }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
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
for (const step of selected) {
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const { code, output } = await run(step);
  const counts = countTests(output);
  passed += counts.passed;
  failed += counts.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s`);
  if (code !== 0) {
    failedSteps.push(step.name);
    failures.push(...failureLines(output).map((line) => `  ${step.name}: ${line.trim()}`));
    if (counts.failed === 0) failed += 1; // a step that failed without failing tests (type, lint, build error)
  }
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failures.length) console.log(failures.join('\n'));
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
