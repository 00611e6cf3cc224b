import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $colorMode, colorModeChosen, colorModeInitialized, colorModeToggled } from './model';

function stubSystemPreference(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

const root = () => document.documentElement;

afterEach(() => {
  root().classList.remove('dark', 'light');
});

describe('colour mode model', () => {
  it('initialises from the stored theme over the system preference', async () => {
    localStorage.setItem('theme', 'light');
    stubSystemPreference(true);
    const scope = fork();
    await allSettled(colorModeInitialized, { scope });
    expect(scope.getState($colorMode)).toBe('light');
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('falls back to the system preference when nothing valid is stored', async () => {
    localStorage.setItem('theme', 'purple');
    stubSystemPreference(true);
    const scope = fork();
    await allSettled(colorModeInitialized, { scope });
    expect(scope.getState($colorMode)).toBe('dark');
    expect(root()).toHaveClass('dark');
  });

  it('defaults to light when the system has no dark preference', async () => {
    stubSystemPreference(false);
    const scope = fork();
    await allSettled(colorModeInitialized, { scope });
    expect(scope.getState($colorMode)).toBe('light');
  });

  it('toggles, persists the choice and swaps the class on <html>', async () => {
    const scope = fork({ values: [[$colorMode, 'light']] });
    await allSettled(colorModeToggled, { scope });
    expect(scope.getState($colorMode)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root()).toHaveClass('dark');
    await allSettled(colorModeToggled, { scope });
    expect(scope.getState($colorMode)).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('applies an explicit choice', async () => {
    const scope = fork();
    await allSettled(colorModeChosen, { scope, params: 'dark' });
    expect(scope.getState($colorMode)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
