import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isRunningInstalled } from '@/shared/lib';
import { detectInstallPlatform, type InstallPlatform } from '../lib/platform';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Fired once on start (the app, or the first page that offers installing). */
export const pwaInstallStarted = createEvent();
export const installPromptCaptured = createEvent<BeforeInstallPromptEvent>();
export const appInstalled = createEvent();
/**
 * An install button was pressed. iOS Safari, desktop Safari and desktop Chrome, Firefox or Edge get their
 * instructions (spec 01 §1); any other browser gets its native prompt, or the generic steps without one.
 */
export const installRequested = createEvent();
export const installInstructionsClosed = createEvent();
/** 'Install now' in the instructions: the browser's own prompt, where it offers one. */
export const installPromptChosen = createEvent();

export const $installPrompt = createStore<BeforeInstallPromptEvent | null>(null, { serialize: 'ignore' });
export const $isInstalled = createStore(false);
export const $installPlatform = createStore<InstallPlatform>('other');
export const $instructionsOpen = createStore(false);
const $listening = createStore(false, { serialize: 'ignore' });

/** Native prompt or per-platform instructions exist: the app can be installed from here. */
export const $canInstall = sample({
  source: { installed: $isInstalled, prompt: $installPrompt, platform: $installPlatform },
  fn: ({ installed, prompt, platform }) => !installed && (prompt !== null || platform !== 'other'),
});

const detectFx = createEffect(() => ({
  installed: isRunningInstalled(),
  platform: detectInstallPlatform(
    globalThis.navigator?.userAgent ?? '',
    globalThis.navigator?.maxTouchPoints ?? 0,
  ),
}));

const listenFx = createEffect(() => {
  const captured = scopeBind(installPromptCaptured, { safe: true });
  const installed = scopeBind(appInstalled, { safe: true });
  globalThis.addEventListener?.('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our buttons offer the prompt.
    event.preventDefault();
    captured(event as BeforeInstallPromptEvent);
  });
  globalThis.addEventListener?.('appinstalled', () => installed());
  return true;
});

/** Shows the native prompt; errors are only logged (spec 01 §8). */
export const promptInstallFx = attach({
  source: $installPrompt,
  effect: async (prompt) => {
    if (!prompt) return 'unavailable' as const;
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      return choice.outcome;
    } catch (error) {
      console.error('Install prompt failed', error);
      return 'failed' as const;
    }
  },
});

sample({ clock: pwaInstallStarted, target: detectFx });
sample({ clock: detectFx.doneData, fn: ({ installed }) => installed, target: $isInstalled });
sample({ clock: detectFx.doneData, fn: ({ platform }) => platform, target: $installPlatform });
sample({ clock: pwaInstallStarted, source: $listening, filter: (listening) => !listening, target: listenFx });
sample({ clock: listenFx.doneData, target: $listening });

sample({ clock: installPromptCaptured, target: $installPrompt });
$isInstalled.on(appInstalled, () => true);
$installPrompt.reset(appInstalled);

const $hasInstructions = $installPlatform.map((platform) => platform !== 'other');
sample({
  clock: installRequested,
  source: { prompt: $installPrompt, hasInstructions: $hasInstructions },
  filter: ({ prompt, hasInstructions }) => prompt !== null && !hasInstructions,
  target: promptInstallFx,
});
sample({
  clock: installRequested,
  source: { prompt: $installPrompt, hasInstructions: $hasInstructions },
  filter: ({ prompt, hasInstructions }) => prompt === null || hasInstructions,
  fn: () => true,
  target: $instructionsOpen,
});
sample({ clock: installPromptChosen, target: promptInstallFx });
// A prompt can be used once; after any answer the browser fires a new event when it allows another.
$installPrompt.reset(promptInstallFx.done);
$isInstalled.on(promptInstallFx.doneData, (installed, outcome) => installed || outcome === 'accepted');
$instructionsOpen.reset([installInstructionsClosed, installPromptChosen, appInstalled]);
