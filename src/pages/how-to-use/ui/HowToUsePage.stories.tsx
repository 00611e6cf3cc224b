import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withHostSession } from '../../../../tests/stories/host-session';
import { withUserSession } from '../../../../tests/stories/user-session';
import { HowToUsePage } from './HowToUsePage';

const meta = {
  title: 'Pages/HowToUse',
  component: HowToUsePage,
  parameters: { layout: 'fullscreen', route: '/how-to-use' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof HowToUsePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserGuide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Hold to speak' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: /Warnings/ })).toBeInTheDocument();
  },
};

export const UserGuideDark: Story = {
  ...UserGuide,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

/** A signed-in host reads the Host Guide inside their own frame. */
export const HostGuide: Story = {
  decorators: [withHostSession],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Inside the host's own frame: top bar title, the guide, and the way back to the app.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How To Use' })).toBeVisible();
    // The frame commits first; the guide follows in a render of its own.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Host Guide' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Create users' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** A signed-in sub-user reads the User Guide under their own header (logo back home, menu, bell). */
export const SignedInUserGuide: Story = {
  decorators: [withUserSession],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Parley' })).toHaveAttribute(
      'href',
      '/user-dashboard',
    );
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Log out' })).toBeInTheDocument();
  },
};

export const HostGuideMobileDark: Story = {
  ...HostGuide,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
