import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import {
  makeChakraGlobalsLazy,
  makeChakraSystemStepwise,
  makeTokenDictionaryStepwise,
} from '../../scripts/chakra-system-patches';

const require = createRequire(import.meta.url);
// dist/cjs/index.cjs -> dist/esm/styled-system/system.js
const styledSystemDir = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'styled-system');
const PATCHED_DIR = join(process.cwd(), 'node_modules', '.cache', 'chakra-system-patches');
const chakraSystemJs = () => readFileSync(join(styledSystemDir, 'system.js'), 'utf8');
const tokenDictionaryJs = () => readFileSync(join(styledSystemDir, 'token-dictionary.js'), 'utf8');

type CreateSystem = ((...configs: unknown[]) => SystemContext) & {
  inSteps: (...configs: unknown[]) => Generator<void, SystemContext>;
};

/**
 * The patched system.js and token-dictionary.js, importable from temporary files: the system imports the
 * patched dictionary, and every other import points at the installed Chakra's files.
 */
async function importPatched(): Promise<{ createSystem: CreateSystem }> {
  const withAbsoluteImports = (code: string) =>
    code
      .replace(
        /from '(\.\.?\/[^']+)'/g,
        (_, path: string) => `from '${pathToFileURL(join(styledSystemDir, path)).href}'`,
      )
      .replace(
        /from '(@[^']+)'/g,
        (_, name: string) => `from '${pathToFileURL(require.resolve(name)).href}'`,
      );
  // Inside the project: the test runner imports only files under its root.
  mkdirSync(PATCHED_DIR, { recursive: true });
  const dir = mkdtempSync(join(PATCHED_DIR, 'system-'));
  writeFileSync(
    join(dir, 'token-dictionary.mjs'),
    withAbsoluteImports(makeTokenDictionaryStepwise(tokenDictionaryJs())),
  );
  const system = makeChakraSystemStepwise(makeChakraGlobalsLazy(chakraSystemJs())).replace(
    "from './token-dictionary.js'",
    `from '${pathToFileURL(join(dir, 'token-dictionary.mjs')).href}'`,
  );
  writeFileSync(join(dir, 'system.mjs'), withAbsoluteImports(system));
  try {
    return await import(/* @vite-ignore */ join(dir, 'system.mjs'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
  it('creates the same system in six steps as createSystem does in one', async () => {
    const { createSystem } = await importPatched();
    const steps = createSystem.inSteps(defaultConfig);
    // Merging the configs | the tokens registered | built in two steps | the dictionary's views | the rest.
    const yields = Array.from({ length: 5 }, () => steps.next());
    const last = steps.next();
    expect(yields.map((step) => step.done)).toEqual([false, false, false, false, false]);
    expect(last.done).toBe(true);

    const stepwise = last.value as SystemContext;
    const inOne = createSystem(defaultConfig);
    expect(stepwise.tokens.allTokens).toHaveLength(inOne.tokens.allTokens.length);
    const styles = { px: '4', color: 'red.fg', _dark: { bg: 'gray.900' }, md: { fontSize: 'lg' } };
    expect(stepwise.css(styles)).toEqual(inOne.css(styles));
    expect(stepwise.token('colors.red.500')).toBe(inOne.token('colors.red.500'));
    expect(stepwise._global).toEqual(inOne._global);
  });

  it('stops the build when Chakra no longer creates the system or its tokens that way', () => {
    expect(() => makeChakraSystemStepwise('export function createSystem(...configs) { return {}; }')).toThrow(
      /update scripts\/chakra-system-patches\.ts/,
    );
    const withoutViews = tokenDictionaryJs().replace('applyTransforms("post");', 'applyTransforms("late");');
    expect(() => makeTokenDictionaryStepwise(withoutViews)).toThrow(
      /update scripts\/chakra-system-patches\.ts/,
    );
  });
});
