import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** Without a native prompt, the install button shows this browser's steps. */
export const InstallInstructions: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const install = canvas.queryByRole('button', { name: /Install App to Get Started/ });
    if (!install) return; // Installed or no known steps in this browser.
    await userEvent.click(install);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: /Install/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
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
