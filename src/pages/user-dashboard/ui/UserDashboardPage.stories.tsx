import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { callReady, withCallRoom } from '../../../../tests/stories/call-room';
import { UserDashboardPage } from './UserDashboardPage';

/** The user dashboard's Active Call card against the in-browser mock backend. */
const meta = {
  title: 'Pages/UserDashboardPage',
  component: UserDashboardPage,
  parameters: { layout: 'fullscreen', scenario: 'default' },
  decorators: [withCallRoom({ role: 'user' })],
} satisfies Meta<typeof UserDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveCall: Story = {
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Active Call' });
    await expect(within(card).getByText('Asha Verma')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Join Call' })).toBeEnabled();
  },
};

export const ActiveCallDark: Story = { ...ActiveCall, globals: { theme: 'dark' } };
