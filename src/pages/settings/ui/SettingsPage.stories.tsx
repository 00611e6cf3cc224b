import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, shown } from '../../../../tests/stories/portal';
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

/** An expired plan: the red notice, 'Expired on', no time left, and Renew opens the renewal. */
export const Expired: Story = {
  parameters: { scenario: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your subscription has expired')).toBeVisible();
    await expect(canvas.getByText('Expired', { selector: '.chakra-badge' })).toBeVisible();
    await expect(canvas.getByText('Expired on')).toBeVisible();
    await expect(canvas.queryByText('Time left')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await shown(body().findByRole('dialog', { name: 'Renew Subscription' }));
  },
};
export const ExpiredDarkMobile: Story = {
  ...Expired,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** A plan ending within days: the orange notice says how long is left, and Renew opens the renewal. */
export const ExpiringSoon: Story = {
  parameters: { scenario: 'expiring' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your subscription expires soon')).toBeVisible();
    await expect(canvas.getByText(/left\. Renew now to keep calling without interruption\./)).toBeVisible();
    await expect(canvas.getByText('Time left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await shown(body().findByRole('dialog', { name: 'Renew Subscription' }));
  },
};
export const ExpiringSoonDark: Story = { ...ExpiringSoon, globals: { theme: 'dark' } };

/** Arriving from the sidebar's renew prompt, the page opens the renewal at once. */
export const ArrivedToRenew: Story = {
  parameters: { scenario: 'expiring', routeState: { showRenewModal: true } },
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Renew Subscription' }));
  },
};
