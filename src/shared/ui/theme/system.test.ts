import { describe, expect, it } from 'vitest';
import { system } from './system';
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
});
