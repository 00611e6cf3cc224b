import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
