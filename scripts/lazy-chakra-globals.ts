// Build plugin (issue 17): Chakra's createSystem makes the system's global CSS (reset, base styles, every
// token as a custom property) as soon as the system is created, a third of that 70-100 ms task on a phone's
// CPU. The installed app's shell links the same CSS prebuilt (BUILT_GLOBAL_CSS_FILE in prerender-plugin.ts),
// so in the build Chakra makes it only when something reads `system._global`.
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBALS = /\n(\s*)_global,\n/;

/** Chakra's system.js with `_global` made on first read; throws when Chakra's code no longer matches. */
export function makeChakraGlobalsLazy(code: string): string {
  if (!code.includes(EAGER_GLOBALS) || !RETURNED_GLOBALS.test(code))
    throw new Error("Chakra's createSystem changed: update scripts/lazy-chakra-globals.ts");
  return code
    .replace(EAGER_GLOBALS, 'let _global;')
    .replace(
      RETURNED_GLOBALS,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    );
}

export const lazyChakraGlobals = (): Plugin => ({
  name: 'parley-lazy-chakra-globals',
  apply: 'build',
  transform: {
    filter: { id: CHAKRA_SYSTEM },
    handler: (code) => makeChakraGlobalsLazy(code),
  },
});
