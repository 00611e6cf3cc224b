import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withUserSession } from '../../../../tests/stories/user-session';
import { UserProfilePage } from './UserProfilePage';

const meta = {
  title: 'Pages/UserProfilePage',
  component: UserProfilePage,
  decorators: [withUserSession],
  parameters: { layout: 'fullscreen', route: '/user-profile' },
} satisfies Meta<typeof UserProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The decorator signs the seeded sub-user in against the mock backend first.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(canvas.getByText('Ravi Kumar')).toBeVisible();
    await expect(canvas.getByText('PA100001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user-dashboard');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };
