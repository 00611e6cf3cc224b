import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allSettled, type Scope } from 'effector';
import { $isInstalled, pwaInstallStarted } from '@/features/pwa-install';
import { SESSION_KEYS } from '@/shared/config';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Pages/Landing',
  component: LandingPage,
  parameters: { layout: 'fullscreen', route: '/' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Crystal clear audio calls for modern teams',
    );
    await expect(canvas.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/features');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByText('v0.5.0')).toBeInTheDocument();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const Tablet: Story = { ...Mobile, globals: { viewport: { value: 'tablet' } } };
export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };
export const DesktopDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'desktop' } } };

/** Pretends to be desktop Chrome outside the installed app, whatever browser shows the story. */
function asDesktopChrome() {
  Object.defineProperty(navigator, 'userAgent', {
    value:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    configurable: true,
  });
  sessionStorage.removeItem(SESSION_KEYS.pwaInstalled);
  return () => {
    delete (navigator as unknown as Record<string, unknown>).userAgent;
  };
}

/** Without a native prompt, the install button shows this browser's steps. */
export const InstallInstructions: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach: asDesktopChrome,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Install App to Get Started/ }));
    const dialog = await body.findByRole('dialog', { name: 'Install Parley with Chrome' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const InstallInstructionsDark: Story = {
  ...InstallInstructions,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** Inside the installed app there is nothing to install: no install buttons. */
export const RunningInstalled: Story = {
  beforeEach: () => {
    sessionStorage.setItem(SESSION_KEYS.pwaInstalled, 'true');
    return () => sessionStorage.removeItem(SESSION_KEYS.pwaInstalled);
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const scope = (loaded as { scope: Scope }).scope;
    // Detection has run (the buttons start it on mount) and found the installed app.
    await allSettled(pwaInstallStarted, { scope });
    await expect(scope.getState($isInstalled)).toBe(true);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Learn More/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Install/ })).toBeNull();
  },
};

export const MobileMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const nav = canvasElement.querySelector('#public-mobile-nav') as HTMLElement;
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
