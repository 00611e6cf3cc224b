import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withUserSession } from '../../../../tests/stories/user-session';
import { UserDashboardPage } from './UserDashboardPage';
import { refused, unanswered } from '../../../../tests/stories/msw';

/** The sub-user's home against the in-browser mock backend, signed in as Ravi (PA100001). */
const meta = {
  title: 'Pages/UserDashboardPage',
  component: UserDashboardPage,
  parameters: { layout: 'fullscreen', scenario: 'default', route: '/user-dashboard' },
  decorators: [withUserSession],
} satisfies Meta<typeof UserDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (label: RegExp) => screen.findByRole('button', { name: label }, { timeout: 5000 });
/** Sign-in and the first load go through the in-browser backend: wait for the loaded dashboard. */
const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Recordings' }, { timeout: 20_000 });
/** Toasts slide in: wait until one is really visible. */
async function toastShown(text: string) {
  const toast = await screen.findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(toast).toBeVisible(), { timeout: 5000 });
}

function touch(target: Element, type: string, clientY: number) {
  const point = new Touch({ identifier: 1, target, clientX: 10, clientY });
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: type === 'touchend' ? [] : [point],
      changedTouches: [point],
    }),
  );
}

/** Active call, the recordings total and two unread notifications (of four); reading both clears the dot. */
export const ActiveCallWithUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Active Call' });
    await expect(within(card).getByText('Asha Verma')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Join Call' })).toBeEnabled();
    await expect(await canvas.findByTestId('recordings-count')).toHaveTextContent(/^\d+ recordings?$/);
    await expect(canvas.getByRole('link', { name: 'View your recordings' })).toHaveAttribute(
      'href',
      '/user-recordings',
    );
    await expect(await bell(/2 unread notifications$/)).toBeVisible();
    await expect(canvas.getByTestId('unread-dot')).toBeVisible();
    const panel = canvas.getByRole('region', { name: 'Notifications' });
    // Newest first.
    await expect(within(panel).getAllByRole('button')).toHaveLength(4);
    await expect(within(panel).getAllByRole('button')[0]).toHaveAccessibleName(
      /^Unread: Asha Verma started a call/,
    );
    await userEvent.click(within(panel).getByRole('button', { name: /Unread: Asha Verma started a call/ }));
    await expect(await bell(/1 unread notification$/)).toBeVisible();
    await expect(canvas.getByTestId('unread-dot')).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('button', { name: /Unread: Your recording from the last call is ready/ }),
    );
    await expect(await bell(/No unread notifications/)).toBeVisible();
    await expect(canvas.queryByTestId('unread-dot')).toBeNull();
    await expect(within(panel).getByRole('button', { name: /^Asha Verma started a call/ })).toBeVisible();
  },
};

export const ActiveCallWithUnreadDark: Story = { ...ActiveCallWithUnread, globals: { theme: 'dark' } };

/** No live call: the card gives way to a plain status line; notifications already read show no dot. */
export const NoActiveCallAllRead: Story = {
  parameters: { userSession: { activeCall: false, readAll: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(await canvas.findByText('No active call right now.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Active Call' })).toBeNull();
    await expect(await bell(/No unread notifications/)).toBeVisible();
    await expect(canvas.queryByTestId('unread-dot')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Asha Verma started a call/ })).toBeVisible();
  },
};

export const NoActiveCallAllReadDark: Story = { ...NoActiveCallAllRead, globals: { theme: 'dark' } };

export const NoNotifications: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/notifications', () => HttpResponse.json({ notifications: [], unreadCount: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No notifications' })).toBeVisible();
    await expect(await bell(/No unread notifications/)).toBeVisible();
  },
};

/** The profile menu: name, User ID, Profile, How to Use and Logout, reached with the keyboard. */
export const ProfileMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Profile menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText('Ravi Kumar')).toBeVisible();
    await expect(within(menu).getByText('PA100001')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const ProfileMenuOpenDark: Story = { ...ProfileMenuOpen, globals: { theme: 'dark' } };

/** A sub-user's way to the guide: the profile menu's How to Use, chosen with the keyboard. */
export const ProfileMenuHowToUse: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <Routes>
      <Route path="/how-to-use" element={<p>How to Use guide</p>} />
      <Route path="*" element={<UserDashboardPage />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    canvas.getByRole('button', { name: 'Profile menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'How to Use' });
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('How to Use guide')).toBeVisible();
  },
};

/** Phones: no panel; the bell opens the full-screen list, which keeps focus inside until closed. */
export const MobileNotificationList: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(await bell(/2 unread notifications$/));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: /Unread: Asha Verma started a call/ }));
    await expect(
      await within(dialog).findByRole('button', { name: /^Asha Verma started a call/ }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    // Focus returns to the bell, which now names one unread notification.
    await expect(await bell(/1 unread notification$/)).toHaveFocus();
  },
};

export const MobileNotificationListDark: Story = {
  ...MobileNotificationList,
  globals: { viewport: { value: 'mobile' }, theme: 'dark' },
};

/** Pull-to-refresh on a phone: the spinner, then 'Dashboard refreshed'. */
export const MobileRefreshing: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const area = canvas.getByTestId('pull-to-refresh');
    touch(area, 'touchstart', 10);
    touch(area, 'touchmove', 150);
    touch(area, 'touchmove', 260);
    touch(area, 'touchend', 260);
    await expect(await canvas.findByText('Refreshing')).toBeInTheDocument();
    await toastShown('Dashboard refreshed');
  },
};

/** The first load in flight: one spinner for the whole dashboard. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('get', '*/api/calls/active')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your dashboard', {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Recordings' })).toBeNull();
  },
};

/** The active-call check and the recordings fail: a toast for the first, the spec's text in the panel. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        refused('get', '*/api/calls/active', 500, 'Server error'),
        refused('get', '*/api/recordings/user', 500, 'Server error'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await toastShown('Failed to check active call status');
    await expect(canvas.getByText('Failed to fetch recordings')).toBeVisible();
  },
};

export const LoadErrorMobileDark: Story = {
  ...LoadError,
  globals: { viewport: { value: 'mobile' }, theme: 'dark' },
};
