import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { detectInstallPlatform } from '../lib/platform';
import {
  $canInstall,
  $installPrompt,
  $installPlatform,
  $instructionsOpen,
  $isInstalled,
  installPromptCaptured,
  installPromptChosen,
  installRequested,
  type BeforeInstallPromptEvent,
} from './install';

function fakePrompt(outcome: 'accepted' | 'dismissed', fail = false): BeforeInstallPromptEvent {
  const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent;
  event.prompt = vi.fn(async () => {
    if (fail) throw new Error('not allowed');
  });
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('install prompt', () => {
  it('uses the captured native prompt and marks the app installed on accept', async () => {
    const scope = fork();
    const prompt = fakePrompt('accepted');
    await allSettled(installPromptCaptured, { scope, params: prompt });
    expect(scope.getState($canInstall)).toBe(true);
    await allSettled(installRequested, { scope });
    expect(prompt.prompt).toHaveBeenCalled();
    expect(scope.getState($isInstalled)).toBe(true);
    expect(scope.getState($installPrompt)).toBeNull();
  });

  it('only logs prompt errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scope = fork();
    await allSettled(installPromptCaptured, { scope, params: fakePrompt('accepted', true) });
    await allSettled(installRequested, { scope });
    expect(error).toHaveBeenCalled();
    expect(scope.getState($isInstalled)).toBe(false);
  });

  it('opens the instructions when there is no native prompt', async () => {
    const scope = fork();
    await allSettled(installRequested, { scope });
    expect(scope.getState($instructionsOpen)).toBe(true);
  });

  it.each(['ios-safari', 'desktop-safari', 'desktop-chrome', 'desktop-edge', 'desktop-firefox'] as const)(
    '%s gets its instructions even when the browser offers a prompt; Install now then uses the prompt',
    async (platform) => {
      const scope = fork({ values: [[$installPlatform, platform]] });
      const prompt = fakePrompt('accepted');
      await allSettled(installPromptCaptured, { scope, params: prompt });
      await allSettled(installRequested, { scope });
      expect(scope.getState($instructionsOpen)).toBe(true);
      expect(prompt.prompt).not.toHaveBeenCalled();

      await allSettled(installPromptChosen, { scope });
      expect(scope.getState($instructionsOpen)).toBe(false);
      expect(prompt.prompt).toHaveBeenCalledOnce();
      expect(scope.getState($isInstalled)).toBe(true);
    },
  );
});

describe('detectInstallPlatform', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'ios-safari',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'desktop-safari',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'desktop-chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'desktop-edge',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'desktop-firefox'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'other'],
  ])('%s → %s', (ua, platform) => {
    expect(detectInstallPlatform(ua)).toBe(platform);
  });
});
