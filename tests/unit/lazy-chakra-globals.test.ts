import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeChakraGlobalsLazy } from '../../scripts/lazy-chakra-globals';

const chakraSystemJs = () => {
  const entry = createRequire(import.meta.url).resolve('@chakra-ui/react');
  // dist/cjs/index.cjs -> dist/esm/styled-system/system.js
  return readFileSync(join(dirname(entry), '..', 'esm', 'styled-system', 'system.js'), 'utf8');
};

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
      /update scripts\/lazy-chakra-globals\.ts/,
    );
  });
});
