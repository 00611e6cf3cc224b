import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { badgeRecipe, buttonRecipe, cardSlotRecipe, inputRecipe } from './recipes';
import { brandScale, fontSizes, fontStack, radii, semanticColors, shadows } from './tokens';

const asTokens = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, { value }]));

// 'bg.subtle' -> { bg: { subtle: ... } }; a bare group name becomes its DEFAULT.
const semanticColorTokens: Record<string, Record<string, { value: { _light: string; _dark: string } }>> = {};
for (const [name, { light, dark }] of Object.entries(semanticColors)) {
  const [group = name, key = 'DEFAULT'] = name.split('.');
  semanticColorTokens[group] ??= {};
  semanticColorTokens[group][key] = { value: { _light: light, _dark: dark } };
}

/**
 * Chakra's colour palettes the app uses, as `colorPalette` or in tokens such as `red.fg`. Colour tokens are
 * most of what creating the system costs at start-up (a third less without the four palettes the app never
 * shows); system.test.ts fails when the code names a palette missing here.
 */
export const COLOR_PALETTES = ['gray', 'red', 'orange', 'green', 'teal', 'blue'] as const;

/** Chakra's palettes have a base scale and semantic tokens; `bg`, `fg`, `whiteAlpha` and the like only one. */
const isUnusedPalette = (name: string) =>
  name in chakraTheme.tokens.colors &&
  name in (chakraTheme.semanticTokens.colors ?? {}) &&
  !(COLOR_PALETTES as readonly string[]).includes(name);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !isUnusedPalette(name))) as T;

type GlobalStyles = typeof chakraTheme.globalCss;

/**
 * Chakra's global CSS with the defaults of its utilities' variables (ring, filter, backdrop filter, the global
 * font and border colour) set once, on <html>, instead of on every element (`*`). Every element inherits
 * them from there; only an element using one of those utilities sets its own. On every element, the 26
 * variables cost ~8 ms of each full restyle at 4x CPU slowdown, a fifth of a page's first.
 */
function withUtilityVariablesOnRoot(globalCss: GlobalStyles): GlobalStyles {
  const { '*': everyElement = {}, html = {}, ...rest } = globalCss as Record<string, Record<string, unknown>>;
  const isVariable = ([name]: [string, unknown]) => name.startsWith('--');
  const entries = Object.entries(everyElement);
  return {
    ...rest,
    '*': Object.fromEntries(entries.filter((entry) => !isVariable(entry))),
    html: { ...html, ...Object.fromEntries(entries.filter(isVariable)) },
  } as GlobalStyles;
}

/**
 * Chakra's theme (tokens, text and layer styles) with only the component recipes the app renders: the full
 * `defaultConfig` carries every one of Chakra's ~80 recipes into the first-load JavaScript.
 * Adding a Chakra component means adding its recipe here, or giving it to the component's Root (`recipe`)
 * where it renders only in code loaded on demand (dialogs, menus, popovers, tooltips, toasts, the crop and
 * settings dialogs' controls): that recipe then loads with it. system.test.ts checks both.
 */
const chakraConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: chakraTheme.cssVarsPrefix,
  cssVarsRoot: chakraTheme.cssVarsRoot,
  globalCss: withUtilityVariablesOnRoot(chakraTheme.globalCss),
  theme: {
    breakpoints: chakraTheme.breakpoints,
    keyframes: chakraTheme.keyframes,
    tokens: { ...chakraTheme.tokens, colors: withoutUnusedPalettes(chakraTheme.tokens.colors) },
    semanticTokens: {
      ...chakraTheme.semanticTokens,
      colors: withoutUnusedPalettes(chakraTheme.semanticTokens.colors ?? {}),
    },
    textStyles: chakraTheme.textStyles,
    layerStyles: chakraTheme.layerStyles,
    animationStyles: chakraTheme.animationStyles,
    recipes: {
      badge: chakraTheme.badgeRecipe,
      button: chakraTheme.buttonRecipe,
      code: chakraTheme.codeRecipe,
      container: chakraTheme.containerRecipe,
      heading: chakraTheme.headingRecipe,
      icon: chakraTheme.iconRecipe,
      input: chakraTheme.inputRecipe,
      inputAddon: chakraTheme.inputAddonRecipe,
      link: chakraTheme.linkRecipe,
      skeleton: chakraTheme.skeletonRecipe,
      spinner: chakraTheme.spinnerRecipe,
      textarea: chakraTheme.textareaRecipe,
    },
    slotRecipes: {
      alert: chakraTheme.alertSlotRecipe,
      avatar: chakraTheme.avatarSlotRecipe,
      card: chakraTheme.cardSlotRecipe,
      dataList: chakraTheme.dataListSlotRecipe,
      emptyState: chakraTheme.emptyStateSlotRecipe,
      field: chakraTheme.fieldSlotRecipe,
      list: chakraTheme.listSlotRecipe,
      nativeSelect: chakraTheme.nativeSelectSlotRecipe,
      pinInput: chakraTheme.pinInputSlotRecipe,
      table: chakraTheme.tableSlotRecipe,
    },
  },
});

const config = defineConfig({
  // Chakra's default `_dark` condition is the `.dark` class, which color-mode/model.ts puts on <html>.
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg', color: 'fg' },
    // A phone on its side draws its notch and rounded corners over the page's sides (`viewport-fit=cover`):
    // the page keeps its content clear of them; backdrops and bars reach the sides with `FULL_BLEED` and
    // `edgeToEdgeBar`.
    body: { pl: 'env(safe-area-inset-left)', pr: 'env(safe-area-inset-right)' },
  },
  theme: {
    tokens: {
      colors: { brand: asTokens(brandScale) },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      fontSizes: asTokens(fontSizes),
      radii: asTokens(radii),
      shadows: asTokens(shadows),
    },
    semanticTokens: {
      colors: semanticColorTokens,
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.md}' },
        l3: { value: '{radii.lg}' },
      },
    },
    textStyles: {
      display: {
        value: { fontSize: '4xl', fontWeight: 'bold', lineHeight: '1.15', letterSpacing: '-0.02em' },
      },
      heading: { value: { fontSize: '2xl', fontWeight: 'semibold', lineHeight: '1.25' } },
      subheading: { value: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.4' } },
      body: { value: { fontSize: 'md', lineHeight: '1.6' } },
      caption: { value: { fontSize: 'sm', color: 'fg.muted', lineHeight: '1.4' } },
    },
    recipes: { button: buttonRecipe, input: inputRecipe, badge: badgeRecipe },
    slotRecipes: { card: cardSlotRecipe },
  },
});

/** The configs the system merges over Chakra's base: its theme slice, then Parley's own. */
export const THEME_CONFIGS = [chakraConfig, config] as const;

/** The Chakra system of the whole app, light and dark. */
export const system = createSystem(defaultBaseConfig, ...THEME_CONFIGS);
