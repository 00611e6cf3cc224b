import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { makeChakraGlobalsLazy, makeChakraSystemStepwise } from '../../scripts/chakra-system-patches';

const require = createRequire(import.meta.url);
// dist/cjs/index.cjs -> dist/esm/styled-system/system.js
const systemJsPath = join(
  dirname(require.resolve('@chakra-ui/react')),
  '..',
  'esm',
  'styled-system',
  'system.js',
);
const PATCHED_DIR = join(process.cwd(), 'node_modules', '.cache', 'chakra-system-patches');
const chakraSystemJs = () => readFileSync(systemJsPath, 'utf8');

type CreateSystem = ((...configs: unknown[]) => SystemContext) & {
  inSteps: (...configs: unknown[]) => Generator<void, SystemContext>;
};

/** The patched module, importable from a temporary file: its imports point at the installed Chakra's files. */
async function importPatched(code: string): Promise<{ createSystem: CreateSystem }> {
  const absolute = code
    .replace(
      /from '(\.\.?\/[^']+)'/g,
      (_, path: string) => `from '${pathToFileURL(join(dirname(systemJsPath), path)).href}'`,
    )
    .replace(/from '(@[^']+)'/g, (_, name: string) => `from '${pathToFileURL(require.resolve(name)).href}'`);
  // Inside the project: the test runner imports only files under its root.
  mkdirSync(PATCHED_DIR, { recursive: true });
  const file = join(mkdtempSync(join(PATCHED_DIR, 'system-')), 'system.mjs');
  writeFileSync(file, absolute);
  return import(/* @vite-ignore */ file);
}

describe('makeChakraGlobalsLazy', () => {
  it("makes the installed Chakra's global CSS on first read of `_global`, once", () => {
    const code = makeChakraGlobalsLazy(chakraSystemJs());
    expect(code).not.toContain('const _global = [');
    expect(code).toMatch(
      /get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);\s*\}/,
    );
  });

  it('stops the build when Chakra no longer makes them that way', () => {
    expect(() => makeChakraGlobalsLazy('export function createSystem() { return {}; }')).toThrow(
      /update scripts\/chakra-system-patches\.ts/,
    );
  });
});

describe('makeChakraSystemStepwise', () => {
  it('creates the same system in three steps as createSystem does in one', async () => {
    const { createSystem } = await importPatched(
      makeChakraSystemStepwise(makeChakraGlobalsLazy(chakraSystemJs())),
    );
    const steps = createSystem.inSteps(defaultConfig);
    const yields = [steps.next(), steps.next()];
    const last = steps.next();
    expect(yields.map((step) => step.done)).toEqual([false, false]);
    expect(last.done).toBe(true);

    const stepwise = last.value as SystemContext;
    const inOne = createSystem(defaultConfig);
    expect(stepwise.tokens.allTokens).toHaveLength(inOne.tokens.allTokens.length);
    const styles = { px: '4', color: 'red.fg', _dark: { bg: 'gray.900' }, md: { fontSize: 'lg' } };
    expect(stepwise.css(styles)).toEqual(inOne.css(styles));
    expect(stepwise.token('colors.red.500')).toBe(inOne.token('colors.red.500'));
    expect(stepwise._global).toEqual(inOne._global);
  });

  it('stops the build when Chakra no longer creates the system that way', () => {
    expect(() => makeChakraSystemStepwise('export function createSystem(...configs) { return {}; }')).toThrow(
      /update scripts\/chakra-system-patches\.ts/,
    );
  });
});
