import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, within } from 'storybook/test';
import { wentOffline, wentOnline } from '@/shared/lib';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'App/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('Failed to fetch dynamically imported module') },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route failed to render or its page failed to load: the message shows, with a way to reload. */
export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };
export const DesktopDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'desktop' } } };

/** Something other than an Error was thrown: no detail to show, the screen still offers the reload. */
export const WithoutDetail: Story = {
  args: { error: 'not an Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByText('not an Error')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Offline, a page whose code is not on the device cannot load: the screen says so, and changes when back online. */
export const Offline: Story = {
  play: async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope: Scope }).scope;
    const canvas = within(canvasElement);
    await allSettled(wentOffline, { scope });
    await expect(
      await canvas.findByText(/You are offline, and this page is not saved on this device yet/),
    ).toBeVisible();
    await allSettled(wentOnline, { scope });
    await expect(await canvas.findByText(/Reloading usually fixes it/)).toBeVisible();
  },
};
export const OfflineDark: Story = { ...Offline, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
