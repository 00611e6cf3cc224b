import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../theme/system';
import { BUILT_GLOBAL_CSS_ATTRIBUTE, hasBuiltGlobalCss, withoutGlobalStyles } from './built-global-css';

function linkGlobalCss(sheet: object | null) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(BUILT_GLOBAL_CSS_ATTRIBUTE, '');
  Object.defineProperty(link, 'sheet', { value: sheet });
  document.head.append(link);
}

afterEach(() =>
  document.head.querySelectorAll(`[${BUILT_GLOBAL_CSS_ATTRIBUTE}]`).forEach((link) => link.remove()),
);

describe('hasBuiltGlobalCss', () => {
  it('is true once the shell’s sheet has loaded', () => {
    linkGlobalCss({ cssRules: [{ cssText: '@layer reset, base, tokens, recipes;' }] });
    expect(hasBuiltGlobalCss()).toBe(true);
  });

  it('is false without the sheet (development, Storybook, a public page) and when its file did not load', () => {
    expect(hasBuiltGlobalCss()).toBe(false);
    linkGlobalCss(null);
    expect(hasBuiltGlobalCss()).toBe(false);
    // Chrome's sheet for a file that failed to load.
    document.head.querySelector(`[${BUILT_GLOBAL_CSS_ATTRIBUTE}]`)!.remove();
    linkGlobalCss({
      get cssRules() {
        throw new DOMException('Cannot access rules', 'SecurityError');
      },
    });
    expect(hasBuiltGlobalCss()).toBe(false);
  });
});

describe('withoutGlobalStyles', () => {
  it('gives ChakraProvider no global styles and everything else of the system', () => {
    const system = getSystem();
    const provided = withoutGlobalStyles(system);
    expect(provided._global).toEqual([]);
    expect(system._global.length).toBeGreaterThan(0);
    expect(provided.token('colors.brand.500')).toBe(system.token('colors.brand.500'));
    expect(provided.css({ color: 'fg.muted' })).toEqual(system.css({ color: 'fg.muted' }));
    expect(provided.getRecipeFn('button')).toBe(system.getRecipeFn('button'));
    expect(provided._config).toBe(system._config);
  });
});
