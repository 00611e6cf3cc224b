// Build plugin (issue 17): two changes to Chakra's createSystem, the biggest piece of the app's start-up work
// (60-100 ms in one task at 4x CPU slowdown). Both throw, stopping the build, when Chakra's code changes.
// - Its global CSS (reset, base styles, every token as a custom property) is made only when something reads
//   `system._global`: the installed app's shell links the same CSS prebuilt (BUILT_GLOBAL_CSS_FILE in
//   prerender-plugin.ts).
// - It can be created in steps (`createSystem.inSteps`, a generator that yields after merging the configs,
//   three times while building the token dictionary, and after it), so the app's start runs each in a task
//   of its own (createSystemInSteps in src/shared/ui/theme/system.ts).
import type { Plugin } from 'vite';

const STYLED_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]/;
const CHAKRA_SYSTEM = new RegExp(`${STYLED_SYSTEM.source}system\\.js$`);
const TOKEN_DICTIONARY = new RegExp(`${STYLED_SYSTEM.source}token-dictionary\\.js$`);
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBALS = /\n(\s*)_global,\n/;
const SYSTEM_START =
  /function createSystem\(\.\.\.configs\) \{(\s*)const config = mergeConfigs\(\.\.\.configs\);/;
const TOKENS_CREATED = /(\n\s*)const tokens = createTokenDictionary\((\{[^}]*\})\);/;
const TOKENS_IMPORTED = "import { createTokenDictionary } from './token-dictionary.js';";
const DICTIONARY_START = 'function createTokenDictionary(options) {';
const DICTIONARY_BUILT = /(\n\s*)build\(\);(\s*)return dictionary;/;
const BUILD_START = 'function build() {';
// The build's statements after which a step ends: a third of the dictionary's work each, at 4x CPU slowdown.
const BUILD_STEP_ENDS = /(\n(\s*)(?:addConditionalTokens\(\)|applyTransforms\("post"\));)/g;
const DICTIONARY_EXPORTS = 'export { createTokenDictionary, tokenCategories };';

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
 * merging the configs, while building the token dictionary (makeTokenDictionaryStepwise) and after it.
 * createSystem itself runs it to the end.
 */
export function makeChakraSystemStepwise(code: string): string {
  if (!SYSTEM_START.test(code) || !TOKENS_CREATED.test(code) || !code.includes(TOKENS_IMPORTED))
    throw changed('steps');
  return code
    .replace(
      TOKENS_IMPORTED,
      TOKENS_IMPORTED.replace('createTokenDictionary', '$&, createTokenDictionaryInSteps'),
    )
    .replace(
      SYSTEM_START,
      (_, space: string) =>
        'function createSystem(...configs) {' +
        `${space}const steps = createSystemInSteps(...configs);` +
        `${space}for (;;) {${space}  const step = steps.next();${space}  if (step.done) return step.value;${space}}` +
        '\n}\ncreateSystem.inSteps = createSystemInSteps;\n' +
        `function* createSystemInSteps(...configs) {${space}const config = mergeConfigs(...configs);${space}yield;`,
    )
    .replace(
      TOKENS_CREATED,
      (_, space: string, options: string) =>
        `${space}const tokens = yield* createTokenDictionaryInSteps(${options});${space}yield;`,
    );
}

/**
 * Chakra's token-dictionary.js with a generator of the dictionary, `createTokenDictionaryInSteps`, that
 * yields after registering the tokens and twice while building them.
 */
export function makeTokenDictionaryStepwise(code: string): string {
  const build = code.indexOf(BUILD_START);
  const buildEnd = code.indexOf('\n  }', build);
  const stepEnds = build < 0 ? [] : code.slice(build, buildEnd).match(BUILD_STEP_ENDS);
  if (
    !code.includes(DICTIONARY_START) ||
    !DICTIONARY_BUILT.test(code) ||
    !code.includes(DICTIONARY_EXPORTS) ||
    stepEnds?.length !== 2
  )
    throw changed('token dictionary steps');
  const stepwiseBuild = code
    .slice(build, buildEnd)
    .replace(BUILD_START, 'function* build() {')
    .replace(BUILD_STEP_ENDS, '$1\n$2yield;');
  return (code.slice(0, build) + stepwiseBuild + code.slice(buildEnd))
    .replace(
      DICTIONARY_START,
      'function createTokenDictionary(options) {\n' +
        '  const steps = createTokenDictionaryInSteps(options);\n' +
        '  for (;;) {\n    const step = steps.next();\n    if (step.done) return step.value;\n  }\n}\n' +
        'function* createTokenDictionaryInSteps(options) {',
    )
    .replace(DICTIONARY_BUILT, '$1yield;$1yield* build();$2return dictionary;')
    .replace(
      DICTIONARY_EXPORTS,
      'export { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };',
    );
}

export const chakraSystemPatches = (): Plugin => ({
  name: 'parley-chakra-system-patches',
  apply: 'build',
  transform: {
    filter: { id: STYLED_SYSTEM },
    handler(code, id) {
      if (CHAKRA_SYSTEM.test(id)) return makeChakraSystemStepwise(makeChakraGlobalsLazy(code));
      if (TOKEN_DICTIONARY.test(id)) return makeTokenDictionaryStepwise(code);
      return null;
    },
  },
});
