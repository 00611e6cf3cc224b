import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Scope } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $subscription, $subscriptionStatus, formatExpiryDate } from '@/entities/subscription';
import { SESSION_KEYS } from '@/shared/config';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { endsInDays, withHostSession } from '../../../../tests/stories/host-session';
import { body, scopeOf } from '../../../../tests/stories/portal';
import { $expiringModalOpen, $startCallBusy, newCallClicked } from '../model/start-call';
import { ExpiringCallDialog } from './ExpiringCallDialog';

/** 'New Call' with fewer than 10 days left opens the warning (the real trigger, in the story's scope). */
const meta = {
  title: 'Features/ExpiringCallDialog',
  component: ExpiringCallDialog,
  parameters: { scenario: 'expiring', hostSession: { patchUser: endsInDays(3) } },
  decorators: [fireOnMount(fire(newCallClicked)), withHostSession],
  beforeEach: () => {
    sessionStorage.removeItem(SESSION_KEYS.callStarted);
    return () => sessionStorage.removeItem(SESSION_KEYS.callStarted);
  },
} satisfies Meta<typeof ExpiringCallDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await body().findByRole('alertdialog', { name: 'Subscription Expiring Soon' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The expiry date and the hours left, as the subscription model computes them. */
async function showsExpiry(dialog: ReturnType<typeof within>, scope: Scope) {
  const endDate = scope.getState($subscription)?.endDate;
  const { hoursRemaining } = scope.getState($subscriptionStatus);
  await expect(dialog.getByText(`Your subscription expires on ${formatExpiryDate(endDate)}.`)).toBeVisible();
  return hoursRemaining;
}

/** Three days left: date, hours remaining; Cancel abandons the call. */
export const Cancel: Story = {
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await openDialog();
    const hours = await showsExpiry(dialog, scope);
    await expect(hours).toBeGreaterThanOrEqual(71);
    await expect(hours).toBeLessThanOrEqual(72);
    await expect(dialog.getByText(`${hours} hours remaining`)).toBeVisible();
    await expect(
      dialog.getByText('Renew your plan from Settings to keep calling without interruption.'),
    ).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(scope.getState($expiringModalOpen)).toBe(false);
    await expect(scope.getState($startCallBusy)).toBe(false);
    await expect(sessionStorage.getItem(SESSION_KEYS.callStarted)).toBeNull();
  },
};

/** OK continues: the call is created and the call page flag is set. */
export const Confirm: Story = {
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(scope.getState($expiringModalOpen)).toBe(false);
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.callStarted)).toBe('true'));
  },
};

/** Less than an hour left: the date only, no '0 hours remaining'. */
export const UnderAnHour: Story = {
  parameters: { hostSession: { patchUser: endsInDays(0.02) } },
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await openDialog();
    const hours = await showsExpiry(dialog, scope);
    await expect(hours).toBe(0);
    await expect(dialog.queryByText(/hours remaining/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(scope.getState($expiringModalOpen)).toBe(false);
  },
};

export const Dark: Story = { ...Cancel, globals: { theme: 'dark' } };
export const Mobile: Story = { ...Confirm, globals: { viewport: { value: 'mobile' } } };
