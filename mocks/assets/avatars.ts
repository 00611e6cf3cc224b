/**
 * Seeded profile pictures: a small abstract picture (a gradient with soft overlapping circles) in colours
 * derived from the name, as SVG with no external URL. It reads as a picture someone chose, not as the app's
 * own initials avatar, so the profile's 'Remove Picture' has something visible to remove.
 */
const PALETTES = [
  ['#0ea5e9', '#6366f1', '#f472b6'],
  ['#f97316', '#facc15', '#ef4444'],
  ['#10b981', '#06b6d4', '#a3e635'],
  ['#8b5cf6', '#ec4899', '#f59e0b'],
  ['#14b8a6', '#3b82f6', '#e879f9'],
  ['#f43f5e', '#fb923c', '#8b5cf6'],
] as const;

export function avatarSvg(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [from, to, accent] = PALETTES[hash % PALETTES.length]!;
  const at = (shift: number, span: number, base: number) => base + ((hash >>> shift) % span);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="128" height="128" fill="url(#g)"/>' +
    `<circle cx="${at(3, 48, 24)}" cy="${at(7, 40, 28)}" r="${at(11, 16, 30)}" fill="${accent}" opacity="0.7"/>` +
    `<circle cx="${at(15, 48, 56)}" cy="${at(19, 40, 60)}" r="${at(23, 16, 26)}" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="${at(5, 40, 40)}" cy="${at(9, 24, 96)}" r="${at(13, 12, 18)}" fill="${to}" opacity="0.8"/>` +
    '</svg>'
  );
}
