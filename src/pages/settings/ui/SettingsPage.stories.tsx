import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { withHostSession } from '../../../../tests/stories/host-session';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Pages/SettingsPage',
  component: SettingsPage,
  decorators: [withHostSession],
  parameters: { route: '/settings' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Host Information' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Subscription Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Call Page Background' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Inbuilt 1' })).toBeVisible();
    // The seeded host's background is the first inbuilt one.
    await expect(canvas.getByRole('button', { name: 'Inbuilt 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The e-mail address and phone number are shown whole, not cut short by an ellipsis.
    const { email, phone } = SEEDED_ACCOUNTS.default.host;
    for (const value of [email, phone])
      for (const text of canvas.getAllByText(value))
        await expect(text.scrollWidth, value).toBeLessThanOrEqual(text.clientWidth);
  },
};
