import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, shown } from '../../../../tests/stories/portal';
import { emailDialogOpened, passwordDialogOpened } from '../model/settings-page';
import { SettingsPage } from './SettingsPage';
import { enter } from '../../../../tests/stories/enter';

const meta = {
  title: 'Pages/SettingsPage/Dialogs',
  component: SettingsPage,
  decorators: [withHostSession],
  parameters: { route: '/settings' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpdateEmailSameAddress: Story = {
  decorators: [fireOnMount(fire(emailDialogOpened))],
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Update Email' }));
    await enter(body().getByLabelText(/^New email/), 'host@parley.app');
    await userEvent.click(body().getByRole('button', { name: 'Send OTP' }));
    await expect(await body().findByText('This email is already your current email')).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  decorators: [fireOnMount(fire(passwordDialogOpened))],
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Update Password' }));
    await userEvent.click(body().getAllByRole('button', { name: 'Update Password' }).at(-1)!);
    await expect(await body().findByText('Please fill in all required fields')).toBeVisible();
    await enter(body().getByLabelText(/^Current password/), 'Parley@123');
    await enter(body().getByLabelText(/^New password/), 'Fresh@2468');
    await enter(body().getByLabelText(/^Confirm new password/), 'Fresh@2469');
    await userEvent.click(body().getAllByRole('button', { name: 'Update Password' }).at(-1)!);
    await expect(await body().findByText('Passwords do not match')).toBeVisible();
  },
};

export const PasswordMismatchMobile: Story = {
  ...PasswordMismatch,
  globals: { viewport: { value: 'mobile' } },
};
export const UpdateEmailSameAddressDark: Story = { ...UpdateEmailSameAddress, globals: { theme: 'dark' } };
