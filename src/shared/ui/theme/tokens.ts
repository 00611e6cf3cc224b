// Design tokens as plain data: the Chakra system (system.ts) and the designers' docs page (Tokens.mdx)
// both read them, so the docs cannot drift from the theme.

/** Brand scale (indigo-violet). */
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

export interface ModeColor {
  light: string;
  dark: string;
}

/** Semantic colours per mode (Chakra semantic tokens; `brand.*` makes `colorPalette="brand"` work). */
export const semanticColors = {
  bg: { light: '#ffffff', dark: '#0b0d17' },
  'bg.subtle': { light: '#f8f8fc', dark: '#11131f' },
  'bg.muted': { light: '#f1f1f7', dark: '#1a1c2b' },
  'bg.emphasized': { light: '#e4e4ee', dark: '#262839' },
  'bg.panel': { light: '#ffffff', dark: '#141624' },
  fg: { light: '#14142b', dark: '#f4f4fb' },
  'fg.muted': { light: '#4f4f66', dark: '#a9aac0' },
  'fg.subtle': { light: '#6b6b80', dark: '#8b8ca3' },
  // Status text colours darker/lighter than Chakra's defaults so they pass WCAG AA on `bg` and `bg.subtle`.
  'fg.error': { light: '#b91c1c', dark: '#fca5a5' },
  'fg.warning': { light: '#a15c07', dark: '#fcd34d' },
  'fg.success': { light: '#15803d', dark: '#86efac' },
  'fg.info': { light: '#1d4ed8', dark: '#93c5fd' },
  border: { light: '#e2e2ec', dark: '#2a2c3f' },
  'border.muted': { light: '#ececf3', dark: '#212334' },
  'border.emphasized': { light: '#cfcfdc', dark: '#3a3c52' },
  'brand.solid': { light: brandScale[600], dark: brandScale[600] },
  'brand.contrast': { light: '#ffffff', dark: '#ffffff' },
  'brand.fg': { light: brandScale[700], dark: brandScale[300] },
  'brand.muted': { light: brandScale[100], dark: brandScale[900] },
  'brand.subtle': { light: brandScale[50], dark: brandScale[950] },
  'brand.emphasized': { light: brandScale[200], dark: brandScale[800] },
  'brand.focusRing': { light: brandScale[500], dark: brandScale[400] },
  // Chakra's grey ring (gray.400) is 2.6:1 on white, under the 3:1 a focus indicator needs; gray is the
  // palette of every input and neutral button.
  'gray.focusRing': { light: '#52525b', dark: '#a1a1aa' },
  // White on Chakra's green.600 is 3.3:1 and on orange.600 3.6:1: success and warning toasts (and solid
  // buttons of those palettes) take the 700 shade where their text is white.
  'green.solid': { light: '#15803d', dark: '#15803d' },
  'orange.solid': { light: '#c2410c', dark: '#ea580c' },
  'brand.border': { light: brandScale[500], dark: brandScale[400] },
} as const satisfies Record<string, ModeColor>;

export type SemanticColorName = keyof typeof semanticColors;

export const fontStack = `'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

export const fontSizes = {
  '2xs': '0.625rem',
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  '6xl': '3.75rem',
} as const;

export const radii = {
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  '2xl': '1.5rem',
  full: '9999px',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(17, 12, 46, 0.06), 0 4px 12px rgba(17, 12, 46, 0.06)',
  raised: '0 8px 24px rgba(17, 12, 46, 0.12)',
} as const;

/** Chakra's default spacing scale (unchanged), listed for the docs page. */
export const spacing = {
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
} as const;

/**
 * A phone on its side: the height of a room's header and footer leaves too little between them for content
 * stacked as on a phone held upright. A media query for the `css` prop (Chakra's breakpoints are widths).
 */
export const SHORT_LANDSCAPE = '@media (orientation: landscape) and (max-height: 32rem)';

/** A short screen either way up (a small phone, or one on its side): rooms tighten their spacing to fit. */
export const SHORT_SCREEN = '@media (max-height: 40rem)';

/**
 * A bar fixed to the bottom of a phone's screen (the host's tab bar) spreads `BOTTOM_BAR` on its element; a
 * floating control rises above it with `ABOVE_BOTTOM_BAR` as a selector in its `css` prop.
 */
const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';
export const BOTTOM_BAR = { [BOTTOM_BAR_ATTRIBUTE]: '' };
export const ABOVE_BOTTOM_BAR = `body:has([${BOTTOM_BAR_ATTRIBUTE}]) &`;

type Reach = string | Record<string, string>;
/**
 * For the `css` of what stays pinned over the page (a sticky bar, the floating support link): how far in from
 * the screen's `edge` it reaches, so that the page scrolls a control keyboard focus moves to clear of it
 * (`scroll-padding`), never under it. One element declares each edge at a time; `withBottomBar` gives the
 * reach while the host's tab bar is on the page.
 */
export function keepFocusClear(edge: 'top' | 'bottom', reach: Reach, withBottomBar?: Reach) {
  const padding = edge === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
  return {
    'html:has(&)': { [padding]: reach },
    ...(withBottomBar && { [`html:has([${BOTTOM_BAR_ATTRIBUTE}]):has(&)`]: { [padding]: withBottomBar } }),
  };
}

/**
 * `space` above the screen's bottom edge and clear of what the system draws there (the home indicator, a
 * gesture bar): with `viewport-fit=cover` the page runs under them, and `env()` says how far.
 */
export const aboveHomeIndicator = (space: string) => `calc(${space} + env(safe-area-inset-bottom))`;

type Side = 'left' | 'right';
/** A length, or one per breakpoint. */
type InlineSpace = string | Record<string, string>;

/**
 * `space` plus what a phone held sideways draws over that side of the screen (the notch, rounded corners): with
 * `viewport-fit=cover` the page runs under them, and the body keeps its content clear of them by this much.
 */
export function besideNotch(side: Side, space?: string): string;
export function besideNotch(side: Side, space: InlineSpace): InlineSpace;
export function besideNotch(side: Side, space: InlineSpace = '0px'): InlineSpace {
  const padded = (length: string) => `calc(${length} + env(safe-area-inset-${side}))`;
  return typeof space === 'string'
    ? padded(space)
    : Object.fromEntries(Object.entries(space).map(([breakpoint, length]) => [breakpoint, padded(length)]));
}

/** A margin that takes a surface from inside the body's inset on that side out to the screen's edge. */
export const toScreenEdge = (side: Side) => `calc(-1 * env(safe-area-inset-${side}))`;

/** A bar (header, footer, banner) across the screen, sides included, its content `space` clear of the notch. */
export const edgeToEdgeBar = (space: InlineSpace) => ({
  ml: toScreenEdge('left'),
  mr: toScreenEdge('right'),
  pl: besideNotch('left', space),
  pr: besideNotch('right', space),
});

/**
 * A page's backdrop (a call room, a layout's background) or a band reaching the screen's sides under a sideways
 * phone's notch, while its content stays where the body put it, clear of the notch.
 */
export const FULL_BLEED = edgeToEdgeBar('0px');

/**
 * A page's main landmark: script can focus it (the skip link, a navigation that left focus nowhere) but Tab
 * passes it by, and it shows no ring, being a region rather than a control.
 */
export const MAIN_REGION = { as: 'main', tabIndex: -1, _focus: { outline: 'none' } } as const;
