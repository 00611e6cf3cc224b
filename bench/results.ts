import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchResult {
  name: string;
  value: number;
  unit: 'ms' | 'MB' | 'ratio';
  budget: number;
}

export const RESULTS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'bench-results',
  'browser.jsonl',
);

/** Prints one figure and appends it for `npm run bench`'s budget table. */
export function recordBenchResult(result: BenchResult): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
  const verdict = result.value <= result.budget ? 'within budget' : 'OVER BUDGET';
  console.log(
    `bench: ${result.name}: ${result.value.toFixed(2)} ${result.unit} (budget ${result.budget}) ${verdict}`,
  );
}

/** Median of a list of samples. */
export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
