// Build plugin (issue 17): two changes to Chakra's createSystem, the biggest piece of the app's start-up work
// (60-100 ms in one task at 4x CPU slowdown). Both throw, stopping the build, when Chakra's code changes.
// - Its global CSS (reset, base styles, every token as a custom property) is made only when something reads
//   `system._global`: the installed app's shell links the same CSS prebuilt (BUILT_GLOBAL_CSS_FILE in
//   prerender-plugin.ts).
// - It can be created in steps (`createSystem.inSteps`, a generator that yields between merging the configs,
//   building the token dictionary and the rest), so the app's start runs each in a task of its own
//   (createSystemInSteps in src/shared/ui/theme/system.ts).
import type { Plugin } from 'vite';

const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBALS = /\n(\s*)_global,\n/;
const SYSTEM_START =
  /function createSystem\(\.\.\.configs\) \{(\s*)const config = mergeConfigs\(\.\.\.configs\);/;
const TOKENS_CREATED = /(\n\s*)const tokens = createTokenDictionary\(\{[^}]*\}\);/;

const changed = (patch: string) =>
  new Error(`Chakra's createSystem changed (${patch}): update scripts/chakra-system-patches.ts`);

/** Chakra's system.js with `_global` made on first read. */
export function makeChakraGlobalsLazy(code: string): string {
  if (!code.includes(EAGER_GLOBALS) || !RETURNED_GLOBALS.test(code)) throw changed('global CSS');
  return code
    .replace(EAGER_GLOBALS, 'let _global;')
    .replace(
      RETURNED_GLOBALS,
      '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    );
}

/**
 * Chakra's system.js with its createSystem's body as a generator, `createSystem.inSteps`, that yields after
 * merging the configs and after building the token dictionary. createSystem itself runs it to the end.
 */
export function makeChakraSystemStepwise(code: string): string {
  if (!SYSTEM_START.test(code) || !TOKENS_CREATED.test(code)) throw changed('steps');
  return code
    .replace(
      SYSTEM_START,
      (_, space: string) =>
        'function createSystem(...configs) {' +
        `${space}const steps = createSystemInSteps(...configs);` +
        `${space}for (;;) {${space}  const step = steps.next();${space}  if (step.done) return step.value;${space}}` +
        '\n}\ncreateSystem.inSteps = createSystemInSteps;\n' +
        `function* createSystemInSteps(...configs) {${space}const config = mergeConfigs(...configs);${space}yield;`,
    )
    .replace(TOKENS_CREATED, (created: string, space: string) => `${created}${space}yield;`);
}

export const chakraSystemPatches = (): Plugin => ({
  name: 'parley-chakra-system-patches',
  apply: 'build',
  transform: {
    filter: { id: CHAKRA_SYSTEM },
    handler: (code) => makeChakraSystemStepwise(makeChakraGlobalsLazy(code)),
  },
});
