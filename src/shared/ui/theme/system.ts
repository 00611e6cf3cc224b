import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandScale, fontStack } from './palette';
import { badgeRecipe, buttonRecipe, cardSlotRecipe, inputRecipe } from './recipes';

const brandTokens = Object.fromEntries(
  Object.entries(brandScale).map(([shade, value]) => [shade, { value }]),
);

const config = defineConfig({
  // Chakra's default `_dark` condition is the `.dark` class, which color-mode/model.ts puts on <html>.
  globalCss: {
    'html, body': { fontFamily: 'body', bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: { brand: brandTokens },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      fontSizes: {
        '2xs': { value: '0.625rem' },
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
        '3xl': { value: '1.875rem' },
        '4xl': { value: '2.25rem' },
        '5xl': { value: '3rem' },
        '6xl': { value: '3.75rem' },
      },
      radii: {
        sm: { value: '0.25rem' },
        md: { value: '0.5rem' },
        lg: { value: '0.75rem' },
        xl: { value: '1rem' },
        '2xl': { value: '1.5rem' },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(17, 12, 46, 0.06), 0 4px 12px rgba(17, 12, 46, 0.06)' },
        raised: { value: '0 8px 24px rgba(17, 12, 46, 0.12)' },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '#0b0d17' } },
          subtle: { value: { _light: '#f8f8fc', _dark: '#11131f' } },
          muted: { value: { _light: '#f1f1f7', _dark: '#1a1c2b' } },
          emphasized: { value: { _light: '#e4e4ee', _dark: '#262839' } },
          panel: { value: { _light: '{colors.white}', _dark: '#141624' } },
        },
        fg: {
          DEFAULT: { value: { _light: '#14142b', _dark: '#f4f4fb' } },
          muted: { value: { _light: '#4f4f66', _dark: '#a9aac0' } },
          subtle: { value: { _light: '#6b6b80', _dark: '#8b8ca3' } },
        },
        border: {
          DEFAULT: { value: { _light: '#e2e2ec', _dark: '#2a2c3f' } },
          muted: { value: { _light: '#ececf3', _dark: '#212334' } },
          emphasized: { value: { _light: '#cfcfdc', _dark: '#3a3c52' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.white}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
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
