import { pictureUrl } from '@/shared/api';

/** A choice in the Call Page Background grid (spec 02 §3 'Background option'). */
export interface BackgroundOption {
  /** 'default', 'inbuilt-{n}' or 'custom-upload'. */
  id: string;
  name: string;
  /** Image URL; '' for Default. */
  image: string;
}

export const DEFAULT_BACKGROUND: BackgroundOption = { id: 'default', name: 'Default', image: '' };

/** Inbuilt image URLs become 'inbuilt-{n}' / 'Inbuilt {n+1}', after a 'Default' entry (spec 02 §3). */
export function backgroundOptions(inbuilt: readonly string[]): BackgroundOption[] {
  return [
    DEFAULT_BACKGROUND,
    ...inbuilt.map((image, index) => ({ id: `inbuilt-${index}`, name: `Inbuilt ${index + 1}`, image })),
  ];
}

/**
 * The image behind a stored `callPageBackground` (spec 02 §2): an 'uploads/…' path is an uploaded image,
 * otherwise an inbuilt id (or its URL); '', 'default' or an unknown id mean none.
 */
export function resolveBackground(
  value: string | undefined | null,
  inbuilt: readonly string[],
): string | null {
  const stored = value?.trim();
  if (!stored || stored === 'default') return null;
  if (/^(https?:|blob:|data:)/.test(stored)) return stored;
  if (stored.replace(/^\/+/, '').startsWith('uploads/')) return pictureUrl(stored);
  const match = /^inbuilt-(\d+)$/.exec(stored);
  if (match) return inbuilt[Number(match[1])] ?? null;
  return inbuilt.find((url) => url === stored || stored.endsWith(url)) ?? null;
}

/** The grid entry a stored value selects: 'default', 'inbuilt-{n}' or 'custom-upload'. */
export function backgroundChoiceOf(value: string | undefined | null, inbuilt: readonly string[]): string {
  const stored = value?.trim();
  if (!stored || stored === 'default') return 'default';
  if (stored.replace(/^\/+/, '').startsWith('uploads/') || /^(https?:|blob:|data:)/.test(stored)) {
    const index = inbuilt.indexOf(stored);
    return index >= 0 ? `inbuilt-${index}` : 'custom-upload';
  }
  if (/^inbuilt-\d+$/.test(stored)) return stored;
  const index = inbuilt.findIndex((url) => stored.endsWith(url));
  return index >= 0 ? `inbuilt-${index}` : 'default';
}

/** Whether the stored value needs the inbuilt list to be shown. */
export function needsInbuiltList(value: string | undefined | null): boolean {
  const stored = value?.trim() ?? '';
  return stored !== '' && stored !== 'default' && !stored.replace(/^\/+/, '').startsWith('uploads/');
}
