import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';

// Overrides merge into Chakra's default recipes (createSystem deep-merges configs): only what differs.

export const buttonRecipe = defineRecipe({
  base: {
    fontWeight: 'semibold',
    borderRadius: 'l2',
    // A visible ring on keyboard focus in both modes.
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
  },
});

export const inputRecipe = defineRecipe({
  base: {
    borderRadius: 'l2',
    // Chakra's 1px inner ring reads as a slightly darker border; 2px is a focus a keyboard user finds.
    focusRingWidth: '2px',
  },
  defaultVariants: { size: 'md' },
});

export const badgeRecipe = defineRecipe({
  base: {
    fontWeight: 'semibold',
    borderRadius: 'full',
    letterSpacing: 'wide',
  },
});

export const cardSlotRecipe = defineSlotRecipe({
  slots: ['root', 'header', 'body', 'footer', 'title', 'description'],
  base: {
    root: { borderRadius: 'l3', boxShadow: 'card' },
    title: { fontWeight: 'semibold' },
  },
});
