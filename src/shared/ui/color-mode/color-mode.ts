import { LOCAL_KEYS } from '@/shared/config';
import { readString } from '@/shared/lib';

// The colour-mode rules without effector: the model and a prerendered page's script share them.

export type ColorMode = 'light' | 'dark';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

export const otherColorMode = (mode: ColorMode): ColorMode => (mode === 'dark' ? 'light' : 'dark');

/** Reads the saved choice, else the system preference (spec 01 §8: stored value, else system). */
export function preferredColorMode(): ColorMode {
  const stored = readString('local', LOCAL_KEYS.theme);
  if (isColorMode(stored)) return stored;
  const prefersDark =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Chakra's `_dark` condition and native form controls both follow the class and color-scheme on <html>. */
export function applyColorMode(mode: ColorMode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.remove(otherColorMode(mode));
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/** The theme toggle's name: what pressing it does. */
export const themeToggleLabel = (mode: ColorMode) => `Switch to ${otherColorMode(mode)} mode`;
