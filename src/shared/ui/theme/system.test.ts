import { globSync, readFileSync } from 'node:fs';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { COLOR_PALETTES, system, THEME_CONFIGS } from './system';
import { brandScale, semanticColors } from './tokens';

type VarBlock = Record<string, string>;

function modeBlocks() {
  const layer =
    (system.getTokenCss() as unknown as Record<string, Record<string, VarBlock>>)['@layer tokens'] ?? {};
  const find = (part: string) =>
    Object.entries(layer).find(([selector]) => selector.startsWith(part))?.[1] ?? {};
  return { light: find(':root'), dark: find('.dark') };
}

/** Follows `var(--x)` references to the final value inside one mode's variables (plus the base tokens). */
function resolve(value: string | undefined, mode: VarBlock, base: VarBlock): string | undefined {
  const ref = value?.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (!ref) return value;
  return resolve(mode[ref] ?? base[ref], mode, base);
}

/** The source files the app, its mock backend and its stories are built from. */
const sources = () =>
  globSync('{src,mocks,.storybook}/**/*.{ts,tsx}').map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
  }));

describe('Chakra system', () => {
  it('exposes the brand scale as tokens', () => {
    expect(system.token('colors.brand.600')).toBe(brandScale[600]);
    expect(system.token('colors.brand.50')).toBe(brandScale[50]);
  });

  it('switches every semantic colour between its light and dark value under the .dark class', () => {
    const layer = (system.getTokenCss() as unknown as Record<string, Record<string, VarBlock>>)[
      '@layer tokens'
    ];
    const base = Object.values(layer ?? {})[0] ?? {};
    const { light, dark } = modeBlocks();
    for (const [name, value] of Object.entries(semanticColors)) {
      const cssVar = `--chakra-colors-${name.replace('.', '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(resolve(light[cssVar], light, base)?.toLowerCase(), `${name} light`).toBe(value.light);
      expect(resolve(dark[cssVar], dark, base)?.toLowerCase(), `${name} dark`).toBe(value.dark);
    }
  });

  /** A colour token's final value in one mode, e.g. `colorIn('dark', 'bg-panel')`. */
  function colorIn(mode: 'light' | 'dark', token: string) {
    const layer = (system.getTokenCss() as unknown as Record<string, Record<string, VarBlock>>)[
      '@layer tokens'
    ];
    const vars = modeBlocks()[mode];
    return resolve(vars[`--chakra-colors-${token}`], vars, Object.values(layer ?? {})[0] ?? {}) ?? '';
  }

  /** WCAG contrast ratio of two `#rrggbb` (or white, black) colours. */
  function contrast(a: string, b: string) {
    const named: Record<string, string> = { white: '#ffffff', black: '#000000' };
    const luminance = (color: string) => {
      const hex = named[color] ?? color;
      const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
        const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  it.each(['light', 'dark'] as const)(
    'in %s mode, a focused input or neutral button shows a ring of at least 3:1 against the page',
    (mode) => {
      const ring = colorIn(mode, 'gray-focus-ring');
      for (const surface of ['bg', 'bg-panel', 'bg-subtle'])
        expect(contrast(ring, colorIn(mode, surface)), surface).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['light', 'dark'] as const)(
    'in %s mode, the text of success, warning and error toasts (and solid buttons) has at least 4.5:1',
    (mode) => {
      for (const palette of ['green', 'orange', 'red'])
        expect(
          contrast(colorIn(mode, `${palette}-solid`), colorIn(mode, `${palette}-contrast`)),
          palette,
        ).toBeGreaterThanOrEqual(4.5);
    },
  );

  // Components styled by another component's recipe.
  const recipeOf: Record<string, string> = {
    IconButton: 'button',
    CloseButton: 'button',
    InputGroup: 'inputAddon',
  };
  const recipeKey = (component: string) =>
    recipeOf[component] ?? component[0]!.toLowerCase() + component.slice(1);
  const defaults = defaultConfig.theme ?? {};
  const hasDefaultRecipe = (key: string) => Boolean(defaults.recipes?.[key] || defaults.slotRecipes?.[key]);

  /** Each source's Chakra component imports: the component and the name the file uses for it. */
  const chakraImports = () =>
    sources().flatMap(({ file, text }) =>
      [...text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)].flatMap(([, names = '']) =>
        names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/))
          .filter(([exported = '']) => /^[A-Z]/.test(exported))
          .map(([exported = '', local = exported]) => ({ file, text, component: exported, local })),
      ),
    );

  it('styles every Chakra component the app and its stories import: its recipe is in the system or given to it', () => {
    const imports = chakraImports();
    expect(
      imports.some(({ component }) => component === 'Button'),
      'the scan finds imports',
    ).toBe(true);
    const missing = imports
      .filter(
        ({ component }) => hasDefaultRecipe(recipeKey(component)) && !system.hasRecipe(recipeKey(component)),
      )
      // A component rendered only in on-demand code gets its recipe where it renders: every Root there has one
      // (an arrow function's `=>` inside the tag does not end it).
      .filter(
        ({ text, local }) =>
          [...text.matchAll(new RegExp(`<${local}\\.Root\\b(?:=>|[^>])*`, 'g'))].some(
            ([root]) => !root.includes('recipe={'),
          ) || !text.includes(`<${local}.Root`),
      )
      .map(({ file, component }) => `${component} in ${file}`);
    expect(missing, 'add these recipes to theme/system.ts, or give them to the Root').toEqual([]);
  });

  it('registers no recipe that no component uses (each one is first-load JavaScript)', () => {
    const used = new Set(chakraImports().map(({ component }) => recipeKey(component)));
    const registered = THEME_CONFIGS.flatMap(({ theme }) => [
      ...Object.keys(theme?.recipes ?? {}),
      ...Object.keys(theme?.slotRecipes ?? {}),
    ]);
    expect(registered.filter((key) => !used.has(key))).toEqual([]);
  });

  it('keeps every Chakra colour palette the code names, and only those', () => {
    const chakraColors = defaultConfig.theme?.tokens?.colors ?? {};
    const chakraSemantic = defaultConfig.theme?.semanticTokens?.colors ?? {};
    const palettes = Object.keys(chakraColors).filter((name) => name in chakraSemantic);
    expect(palettes, 'Chakra still ships its palettes').toEqual(expect.arrayContaining([...COLOR_PALETTES]));
    // A palette is named as a whole ('red', e.g. colorPalette="red") or by one of its tokens ('red.fg').
    const named = new Set<string>();
    // Tests are left out: they render nothing, and one stores 'purple' as a theme no one can choose.
    for (const { text } of sources().filter(({ file }) => !/\.test\.tsx?$/.test(file)))
      for (const name of palettes)
        if (new RegExp(`['"\`]${name}(?:\\.[\\w.]+)?['"\`]`).test(text)) named.add(name);
    expect([...named].sort(), 'add these to COLOR_PALETTES in theme/system.ts').toEqual(
      [...COLOR_PALETTES].sort(),
    );
    for (const name of palettes) {
      const kept = (COLOR_PALETTES as readonly string[]).includes(name);
      expect(system.token(`colors.${name}.500`, '') !== '', `${name}.500`).toBe(kept);
      expect(system.token(`colors.${name}.solid`, '') !== '', `${name}.solid`).toBe(kept);
    }
  });

  it("sets the utilities' variables once on <html>, for every element to inherit, not on each element", () => {
    const base = (system.getGlobalCss() as Record<string, Record<string, Record<string, string>>>)[
      '@layer base'
    ]!;
    const variables = (rule: Record<string, string> = {}) =>
      Object.keys(rule).filter((name) => name.startsWith('--') && !name.startsWith('--chakra-'));
    expect(variables(base['&*'])).toEqual([]);
    expect(variables(base['&html'])).toEqual(
      expect.arrayContaining([
        '--ring-color',
        '--backdrop-blur',
        '--global-color-border',
        '--global-font-body',
      ]),
    );
    // What stays on every element is a plain inherited property.
    expect(base['&*']).toEqual({ fontFeatureSettings: '"cv11"' });
  });
});
