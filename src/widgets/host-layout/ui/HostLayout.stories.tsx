import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import type { Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { $user } from '@/entities/user';
import { endsInDays, withHostSession } from '../../../../tests/stories/host-session';
import { expectOnScreen } from '../../../../tests/stories/on-screen';
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

/**
 * Small screens: bottom tab bar with the five main items, the footer (How to Use, version) and Logout in the top bar; the
 * longest title keeps to one line beside the top bar's buttons, its whole text in the tooltip.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    // The sixth item, How to Use, has no room in the tab bar: the footer above it leads there.
    const guide = within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'How to Use' });
    await expect(guide).toBeVisible();
    await expect(guide).toHaveAttribute('href', '/how-to-use');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Recordings' }));
    const title = await canvas.findByRole('heading', { level: 1, name: 'Recordings Page' });
    await expect(title).toBeVisible();
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(
      parseFloat(getComputedStyle(title).lineHeight),
    );
    await expect(title).toHaveAttribute('title', 'Recordings Page');
    await expectOnScreen(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const { scope } = loaded as { scope: Scope };
    await waitFor(() => expect(scope.getState($user)).toBeNull());
  },
};

/** The narrowest common phone (360): the title still keeps to one line. */
export const MobileNarrow: Story = { ...Mobile, globals: { viewport: { value: 'mobileShort' } } };

/**
 * A large phone on its side (844 × 390) gets the sidebar with no room for all of it: every link shows at once,
 * and the sidebar scrolls to its footer (the tallest one, with Renew Plan) and Logout.
 */
export const PhoneLandscape: Story = {
  parameters: { scenario: 'expired' },
  globals: { viewport: { value: 'phoneLandscape' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(await canvas.findByText('Subscription Expired')).toBeInTheDocument();
    for (const name of ['Dashboard', 'Users', 'Calls', 'Recordings', 'Settings', 'How to Use']) {
      await expectOnScreen(within(nav).getByRole('link', { name }));
    }
    for (const name of ['Renew Plan', 'Logout']) {
      const button = canvas.getByRole('button', { name });
      button.scrollIntoView({ block: 'nearest' });
      await expectOnScreen(button);
    }
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

const bell = (name: RegExp) =>
  screen.findByRole('button', { name: new RegExp(`^Notifications, .*${name.source}`) });

/** Hosts get the bell too (spec 02 §1): the dot while one is unread; the list opens full screen, a click reads. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await userEvent.click(await bell(/1 unread notification$/));
    await expect(canvas.getByTestId('unread-dot')).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /joined your call/ })).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Unread: Your free trial has started/ }),
    );
    await expect(
      await within(dialog).findByRole('button', { name: /^Your free trial has started/ }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await expect(await bell(/No unread notifications/)).toHaveFocus();
    await expect(canvas.queryByTestId('unread-dot')).toBeNull();
  },
};

export const NotificationsDark: Story = { ...Notifications, globals: { theme: 'dark' } };

export const NotificationsMobile: Story = { ...Notifications, globals: { viewport: { value: 'mobile' } } };

/** Nothing yet: the list says so in the host's words. */
export const NoNotifications: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/notifications', () => HttpResponse.json({ notifications: [], unreadCount: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }),
    ).toBeVisible();
    await userEvent.click(await bell(/No unread notifications/));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    // The dialog fades in: its content is visible once the dialog is.
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'No notifications' })).toBeVisible(),
    );
    await expect(
      within(dialog).getByText('News about your calls, your team and your subscription appears here.'),
    ).toBeVisible();
  },
};
