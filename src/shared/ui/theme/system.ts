import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
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

const config = defineConfig({
  // Chakra's default `_dark` condition is the `.dark` class, which color-mode/model.ts puts on <html>.
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg', color: 'fg' },
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

/** The Chakra system of the whole app (light and dark). */
export const system = createSystem(defaultConfig, config);
