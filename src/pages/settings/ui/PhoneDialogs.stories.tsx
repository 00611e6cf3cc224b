import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { latestOtp } from '../../../../tests/stories/outbox';
import { body, shown } from '../../../../tests/stories/portal';
import { phoneDialogOpened } from '../model/settings-page';
import { SettingsPage } from './SettingsPage';

const { host } = SEEDED_ACCOUNTS.default;
const NEW_PHONE = '9123456780';

// Every story starts from the seeded host: a phone changed by one story is not the next one's.
const meta = {
  title: 'Pages/SettingsPage/PhoneDialogs',
  component: SettingsPage,
  decorators: [withHostSession],
  parameters: { route: '/settings', scenario: 'default' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sendCodeTo(phone: string, options: { whatsapp?: boolean } = {}) {
  await shown(body().findByRole('dialog', { name: 'Update Phone' }));
  await userEvent.type(body().getByLabelText(/^New phone number/), phone);
  if (options.whatsapp) await userEvent.click(body().getByLabelText(/on WhatsApp instead of SMS/));
  await userEvent.click(body().getByRole('button', { name: 'Send OTP' }));
}

/** The host's current number is shown, and the row's button opens the dialog. */
export const PhoneShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(host.phone)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update phone' }));
    const dialog = await shown(body().findByRole('dialog', { name: 'Update Phone' }));
    await expect(within(dialog).getByLabelText(/^New phone number/)).toHaveFocus();
  },
};

export const SamePhone: Story = {
  decorators: [fireOnMount(fire(phoneDialogOpened))],
  play: async () => {
    await sendCodeTo(`${host.phone.slice(0, 5)} ${host.phone.slice(5)}`);
    await expect(
      await body().findByText('This phone number is already your current phone number'),
    ).toBeVisible();
  },
};

export const InvalidPhone: Story = {
  decorators: [fireOnMount(fire(phoneDialogOpened))],
  play: async () => {
    await sendCodeTo('12345');
    await expect(await body().findByText('Please enter a valid phone number')).toBeVisible();
  },
};

/** The server refuses a number another account has: its message, and the form stays. */
export const PhoneInUse: Story = {
  decorators: [fireOnMount(fire(phoneDialogOpened))],
  play: async () => {
    await sendCodeTo(SEEDED_ACCOUNTS.other.host.phone);
    const dialog = await body().findByRole('dialog', { name: 'Update Phone' });
    await expect(await within(dialog).findByText('This phone number is already in use')).toBeVisible();
  },
};

/** A code by WhatsApp, then the right one: the new number is on the page and every dialog closed. */
export const VerifiedByWhatsapp: Story = {
  decorators: [fireOnMount(fire(phoneDialogOpened))],
  play: async ({ canvasElement }) => {
    await sendCodeTo(NEW_PHONE, { whatsapp: true });
    const dialog = await shown(body().findByRole('dialog', { name: 'Verify OTP' }));
    await expect(within(dialog).getByText(/on WhatsApp/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await userEvent.type(await within(dialog).findByLabelText('Digit 1 of 6'), await latestOtp(NEW_PHONE));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await shown(body().findByText('Verified and updated successfully'));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Verify OTP' })).toBeNull());
    await expect(await within(canvasElement).findByText(NEW_PHONE)).toBeVisible();
  },
};

/** A wrong code by SMS: the error inline in the dialog, which stays open; the number is unchanged. */
export const WrongCode: Story = {
  decorators: [fireOnMount(fire(phoneDialogOpened))],
  play: async ({ canvasElement }) => {
    await sendCodeTo(NEW_PHONE);
    const dialog = await shown(body().findByRole('dialog', { name: 'Verify OTP' }));
    await expect(within(dialog).getByText(/by SMS/)).toBeVisible();
    const issued = await latestOtp(NEW_PHONE);
    const wrong = `${issued.slice(0, 5)}${(Number(issued[5]) + 1) % 10}`;
    await userEvent.type(await within(dialog).findByLabelText('Digit 1 of 6'), wrong);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid OTP'));
    await expect(within(canvasElement).getByText(host.phone)).toBeVisible();
  },
};

export const VerifiedByWhatsappMobile: Story = {
  ...VerifiedByWhatsapp,
  globals: { viewport: { value: 'mobile' } },
};
export const SamePhoneDark: Story = { ...SamePhone, globals: { theme: 'dark' } };
