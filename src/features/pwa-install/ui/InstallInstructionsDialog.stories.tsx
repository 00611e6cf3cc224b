import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, fork, type Scope } from 'effector';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { APP_NAME } from '@/shared/config';
import { instructionsFor, type InstallPlatform } from '../lib/platform';
import {
  installPromptCaptured,
  installRequested,
  pwaInstallStarted,
  type BeforeInstallPromptEvent,
} from '../model/install';
import { InstallInstructionsDialog } from './InstallInstructionsDialog';

const USER_AGENTS: Record<InstallPlatform, { userAgent: string; maxTouchPoints: number }> = {
  'ios-safari': {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  },
  'desktop-safari': {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    maxTouchPoints: 0,
  },
  'desktop-chrome': {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    maxTouchPoints: 0,
  },
  'desktop-edge': {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    maxTouchPoints: 0,
  },
  'desktop-firefox': {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    maxTouchPoints: 0,
  },
  other: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
  },
};

/** Pretends to be another browser for one story (restored afterwards), so each platform's steps are shown. */
function asBrowser(platform: InstallPlatform) {
  return () => {
    const { userAgent, maxTouchPoints } = USER_AGENTS[platform];
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
    return () => {
      // Deleting the own properties brings back Navigator.prototype's getters.
      delete (navigator as unknown as Record<string, unknown>).userAgent;
      delete (navigator as unknown as Record<string, unknown>).maxTouchPoints;
    };
  };
}

function showsStepsFor(platform: InstallPlatform): Story['play'] {
  return async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope?: Scope }).scope ?? fork();
    await allSettled(pwaInstallStarted, { scope });
    await allSettled(installRequested, { scope });
    const expected = instructionsFor(platform, APP_NAME);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: expected.title });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    const steps = within(dialog).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(expected.steps);
    if (expected.note) await expect(within(dialog).getByText(expected.note)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  };
}

const meta = {
  title: 'Features/InstallInstructionsDialog',
  component: InstallInstructionsDialog,
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof InstallInstructionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IosSafari: Story = { beforeEach: asBrowser('ios-safari'), play: showsStepsFor('ios-safari') };

export const IosSafariDark: Story = {
  ...IosSafari,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const DesktopSafari: Story = {
  beforeEach: asBrowser('desktop-safari'),
  play: showsStepsFor('desktop-safari'),
  globals: { viewport: { value: 'desktop' } },
};

export const DesktopChrome: Story = {
  beforeEach: asBrowser('desktop-chrome'),
  play: showsStepsFor('desktop-chrome'),
  globals: { viewport: { value: 'desktop' } },
};

export const DesktopChromeDark: Story = {
  ...DesktopChrome,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

/** Chrome offers its own prompt as well: the steps come first (spec 01 §1), and Install now uses the prompt. */
export const DesktopChromeWithPrompt: Story = {
  beforeEach: asBrowser('desktop-chrome'),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope?: Scope }).scope ?? fork();
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof fn> };
    await allSettled(pwaInstallStarted, { scope });
    await allSettled(installPromptCaptured, { scope, params: offer });
    await allSettled(installRequested, { scope });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {
      name: instructionsFor('desktop-chrome', APP_NAME).title,
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(offer.prompt).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install now' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(offer.prompt).toHaveBeenCalledOnce();
  },
};

export const DesktopEdge: Story = {
  beforeEach: asBrowser('desktop-edge'),
  play: showsStepsFor('desktop-edge'),
  globals: { viewport: { value: 'desktop' } },
};

export const DesktopFirefox: Story = {
  beforeEach: asBrowser('desktop-firefox'),
  play: showsStepsFor('desktop-firefox'),
  globals: { viewport: { value: 'desktop' } },
};

/** Browsers without a known flow (e.g. Android Chrome before its prompt fires) get the generic steps. */
export const OtherBrowser: Story = { beforeEach: asBrowser('other'), play: showsStepsFor('other') };
