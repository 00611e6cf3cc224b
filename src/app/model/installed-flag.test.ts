import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRunningInstalled } from '@/shared/lib';
import { installedFlagWrittenFx } from './installed-flag';

function displayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: standalone && query === '(display-mode: standalone)', media: query }) as MediaQueryList,
  );
}

describe('pwa_installed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written when the app runs installed, and keeps the tab installed after that', async () => {
    displayMode(true);
    await allSettled(installedFlagWrittenFx, { scope: fork() });
    expect(sessionStorage.getItem('pwa_installed')).toBe('true');
    displayMode(false);
    expect(isRunningInstalled()).toBe(true);
  });

  it('is not written in a browser tab', async () => {
    displayMode(false);
    await allSettled(installedFlagWrittenFx, { scope: fork() });
    expect(sessionStorage.getItem('pwa_installed')).toBeNull();
    expect(isRunningInstalled()).toBe(false);
  });
});
