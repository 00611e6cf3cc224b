import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { userUpdated, type SessionUser } from '@/entities/user';
import { UserProfilePage } from './UserProfilePage';

const ravi: SessionUser = { _id: 'u-ravi', userId: 'PA100001', name: 'Ravi Kumar', isHost: false };

/** Signs the seeded sub-user into the story's scope before the page renders. */
const withSubUser: Decorator = (Story) => {
  function SignedIn() {
    const setUser = useUnit(userUpdated);
    const [ready, setReady] = useState(false);
    useEffect(() => {
      setUser(ravi);
      setReady(true);
    }, [setUser]);
    return ready ? <Story /> : null;
  }
  return <SignedIn />;
};

const meta = {
  title: 'Pages/UserProfilePage',
  component: UserProfilePage,
  decorators: [withSubUser],
  parameters: { layout: 'fullscreen', route: '/user-profile' },
} satisfies Meta<typeof UserProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The decorator signs in on mount, so the page arrives a render later.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(canvas.getByText('Ravi Kumar')).toBeVisible();
    await expect(canvas.getByText('PA100001')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user-dashboard');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };
