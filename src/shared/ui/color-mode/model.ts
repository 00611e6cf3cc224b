import { createEffect, createEvent, createStore, sample } from 'effector';
import { LOCAL_KEYS } from '@/shared/config';
import { writeString } from '@/shared/lib';
import { applyColorMode, otherColorMode, preferredColorMode, type ColorMode } from './color-mode';

export const colorModeInitialized = createEvent();
export const colorModeToggled = createEvent();
export const colorModeChosen = createEvent<ColorMode>();

export const $colorMode = createStore<ColorMode>('light');

const readPreferredColorModeFx = createEffect(preferredColorMode);

const persistColorModeFx = createEffect((mode: ColorMode) => {
  writeString('local', LOCAL_KEYS.theme, mode);
});

export const applyColorModeFx = createEffect(applyColorMode);

sample({ clock: colorModeInitialized, target: readPreferredColorModeFx });
sample({ clock: readPreferredColorModeFx.doneData, target: [$colorMode, applyColorModeFx] });

sample({
  clock: colorModeToggled,
  source: $colorMode,
  fn: otherColorMode,
  target: colorModeChosen,
});
sample({ clock: colorModeChosen, target: [$colorMode, persistColorModeFx, applyColorModeFx] });
