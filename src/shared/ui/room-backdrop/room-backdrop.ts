/**
 * Style props for a call room drawn over the person's chosen background (spec 02 §2). A scrim of the page's
 * own background colour (light or dark, through Chakra's semantic token) lies over the image, so the room's
 * text keeps AA contrast whatever picture is behind it; without an image the room keeps its plain colour.
 */
export function roomBackdrop(imageUrl: string | null) {
  if (!imageUrl) return { bg: 'bg.subtle' } as const;
  const scrim = 'color-mix(in srgb, var(--chakra-colors-bg-subtle) 72%, transparent)';
  return {
    bg: 'bg.subtle',
    bgImage: `linear-gradient(${scrim}, ${scrim}), url("${imageUrl.replace(/"/g, '%22')}")`,
    bgSize: 'cover',
    bgPos: 'center',
    'data-background': imageUrl,
  } as const;
}
