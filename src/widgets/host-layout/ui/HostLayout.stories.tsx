import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import type { Scope } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $user } from '@/entities/user';
import { endsInDays, withHostSession } from '../../../../tests/stories/host-session';
import { HostLayout } from './HostLayout';

function SettingsProbe() {
  const location = useLocation();
  const state = location.state as { showRenewModal?: boolean } | null;
  return <Text>Settings opened{state?.showRenewModal ? ' with the renew modal' : ''}</Text>;
}

const meta = {
  title: 'Widgets/HostLayout',
  component: HostLayout,
  parameters: { layout: 'fullscreen', route: '/dashboard', scenario: 'default' },
  decorators: [withHostSession],
  render: () => (
    <Routes>
      <Route element={<HostLayout />}>
        <Route path="/dashboard" element={<Text>Dashboard content</Text>} />
        <Route path="/users" element={<Text>Users content</Text>} />
        <Route path="/recordingsPage" element={<Text>Recordings content</Text>} />
        <Route path="/settings" element={<SettingsProbe />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof HostLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 7 days left: the sidebar shows no subscription box. */
export const ActiveSubscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByText('Subscription Expired')).toBeNull();
    await expect(canvas.queryByText(/Expires in/)).toBeNull();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Users' })[0]!);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByText('v0.5.0')).toBeInTheDocument();
    // From md up Logout lives in the sidebar only.
    await expect(canvas.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
  },
};

/** 7 or fewer days: BASIC, the expiry date and the hours left. */
export const ExpiringSubscription: Story = {
  parameters: { scenario: 'expiring', hostSession: { patchUser: endsInDays(3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('BASIC')).toBeVisible();
    await expect(canvas.getByText(/Expires in 7[12] hours/)).toBeVisible();
    await expect(canvas.getByText(/Expires \w+ \d+, \d{4} at \d\d:\d\d [AP]M/)).toBeVisible();
  },
};

/** Not active: 'Subscription Expired' and 'Renew Plan', which opens settings with the renew modal flag. */
export const ExpiredSubscription: Story = {
  parameters: { scenario: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Subscription Expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew Plan' }));
    await expect(await canvas.findByText('Settings opened with the renew modal')).toBeVisible();
  },
};

/** Small screens: bottom tab bar with the five main items, the version footer and Logout in the top bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(within(tabs).getByRole('link', { name: 'Recordings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recordings Page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const { scope } = loaded as { scope: Scope };
    await waitFor(() => expect(scope.getState($user)).toBeNull());
  },
};

export const ExpiredMobileDark: Story = {
  ...ExpiredSubscription,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const Dark: Story = { ...ActiveSubscription, globals: { theme: 'dark' } };
