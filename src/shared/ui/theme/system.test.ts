import { globSync, readFileSync } from 'node:fs';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { COLOR_PALETTES, getSystem } from './system';

const system = getSystem();
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

  it('registers the recipe of every Chakra component the app and its stories import', () => {
    // Components styled by another component's recipe.
    const recipeOf: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };
    const imported = new Set<string>();
    for (const { text: source } of sources()) {
      for (const [, names = ''] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g))
        for (const name of names.split(',')) {
          const exported =
            name
              .trim()
              .split(/\s+as\s+/)[0]
              ?.trim() ?? '';
          if (/^[A-Z]/.test(exported)) imported.add(exported);
        }
    }
    const defaults = defaultConfig.theme ?? {};
    const missing = [...imported]
      .map((name) => recipeOf[name] ?? name[0]!.toLowerCase() + name.slice(1))
      .filter((key) => (defaults.recipes?.[key] || defaults.slotRecipes?.[key]) && !system.hasRecipe(key));
    expect(imported.has('Button'), 'the scan finds imports').toBe(true);
    expect(missing, 'add these recipes to theme/system.ts').toEqual([]);
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
});
