/**
 * Inbuilt call-page backgrounds: small generated SVGs (16:9), served at `/assets/backgrounds/inbuilt-{n}.svg`.
 * No external URLs, so offline and demo modes show them too.
 */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#1e1b4b', '#4f46e5', '#a5b4fc'],
  ['#052e16', '#16a34a', '#86efac'],
  ['#431407', '#ea580c', '#fdba74'],
  ['#0c4a6e', '#0284c7', '#7dd3fc'],
  ['#4a044e', '#c026d3', '#f0abfc'],
  ['#1c1917', '#57534e', '#d6d3d1'],
];

export const INBUILT_BACKGROUND_COUNT = PALETTES.length;

export function inbuiltBackgroundPath(index: number): string {
  return `/assets/backgrounds/inbuilt-${index}.svg`;
}

export function inbuiltBackgroundSvg(index: number): string | null {
  const palette = PALETTES[index];
  if (!palette) return null;
  const [dark, mid, light] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<circle cx="${300 + index * 150}" cy="220" r="260" fill="${light}" opacity="0.18"/>
<circle cx="${1300 - index * 90}" cy="720" r="340" fill="${light}" opacity="0.12"/>
<path d="M0 700 C400 600 800 820 1600 640 L1600 900 L0 900 Z" fill="${dark}" opacity="0.45"/>
</svg>`;
}
