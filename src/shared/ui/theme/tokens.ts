/** Brand scale (indigo-violet). Exported for the tokens docs page and the PWA theme colour. */
export const brandScale = {
  50: '#eef0ff',
  100: '#e0e3ff',
  200: '#c7cbfe',
  300: '#a5a9fc',
  400: '#8482f8',
  500: '#6d62f1',
  600: '#5b45e5',
  700: '#4f37ca',
  800: '#412fa3',
  900: '#372c81',
  950: '#221a4b',
} as const;

export type BrandShade = keyof typeof brandScale;

/** Semantic colour tokens shown on the docs page, with their light/dark references. */
export const semanticColorNames = [
  'bg',
  'bg.subtle',
  'bg.muted',
  'bg.panel',
  'fg',
  'fg.muted',
  'border',
  'brand.solid',
  'brand.contrast',
  'brand.fg',
  'brand.muted',
  'brand.subtle',
  'brand.emphasized',
  'brand.focusRing',
] as const;

export const fontStack = `'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
