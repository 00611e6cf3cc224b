import { createEffect, createEvent, createStore, sample } from 'effector';
import { LOCAL_KEYS } from '@/shared/config';
import { readString, writeString } from '@/shared/lib';

export type ColorMode = 'light' | 'dark';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

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

export const colorModeInitialized = createEvent();
export const colorModeToggled = createEvent();
export const colorModeChosen = createEvent<ColorMode>();

export const $colorMode = createStore<ColorMode>('light');

const readPreferredColorModeFx = createEffect(preferredColorMode);

const persistColorModeFx = createEffect((mode: ColorMode) => {
  writeString('local', LOCAL_KEYS.theme, mode);
});

/** Chakra's `_dark` condition and native form controls both follow the class and color-scheme on <html>. */
export const applyColorModeFx = createEffect((mode: ColorMode) => {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
});

sample({ clock: colorModeInitialized, target: readPreferredColorModeFx });
sample({ clock: readPreferredColorModeFx.doneData, target: [$colorMode, applyColorModeFx] });

sample({
  clock: colorModeToggled,
  source: $colorMode,
  fn: (mode): ColorMode => (mode === 'dark' ? 'light' : 'dark'),
  target: colorModeChosen,
});
sample({ clock: colorModeChosen, target: [$colorMode, persistColorModeFx, applyColorModeFx] });
