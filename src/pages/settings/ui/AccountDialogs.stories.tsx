import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_PATHS } from '@/shared/api';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { latestOtp } from '../../../../tests/stories/outbox';
import { body, shown } from '../../../../tests/stories/portal';
import { emailDialogOpened, nameDialogOpened, passwordDialogOpened } from '../model/settings-page';
import { SettingsPage } from './SettingsPage';
import { enter } from '../../../../tests/stories/enter';
import { refused, unanswered } from '../../../../tests/stories/msw';

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
    // Focus lands on the field the error names, which then reads it out.
    await waitFor(() => expect(body().getByLabelText(/^Current password/)).toHaveFocus());
    await enter(body().getByLabelText(/^Current password/), 'Parley@123');
    await enter(body().getByLabelText(/^New password/), 'Fresh@2468');
    await enter(body().getByLabelText(/^Confirm new password/), 'Fresh@2469');
    await userEvent.click(body().getAllByRole('button', { name: 'Update Password' }).at(-1)!);
    await expect(await body().findByText('Passwords do not match')).toBeVisible();
    await waitFor(() => expect(body().getByLabelText(/^Confirm new password/)).toHaveFocus());
  },
};

export const PasswordMismatchMobile: Story = {
  ...PasswordMismatch,
  globals: { viewport: { value: 'mobile' } },
};
export const UpdateEmailSameAddressDark: Story = { ...UpdateEmailSameAddress, globals: { theme: 'dark' } };

/** 'Edit Name' starts from the current name, asks for one when it is cleared, then saves and closes. */
export const EditName: Story = {
  decorators: [fireOnMount(fire(nameDialogOpened))],
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Edit Name' }));
    const name = body().getByLabelText(/^Name/);
    await expect(name).toHaveValue('Asha Verma');
    await userEvent.clear(name);
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Name is required')).toBeVisible();
    await enter(name, 'Asha V. Verma');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await shown(body().findByText('Name updated successfully'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect((await body().findAllByText('Asha V. Verma'))[0]).toBeVisible();
  },
};
export const EditNameDarkMobile: Story = {
  ...EditName,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** While the name saves, the dialog is busy and cannot be dismissed half-way. */
export const EditNameSaving: Story = {
  decorators: [fireOnMount(fire(nameDialogOpened))],
  parameters: {
    msw: {
      handlers: [unanswered('post', `*${API_PATHS.hostUpdateName}`)],
    },
  },
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Edit Name' }));
    await userEvent.clear(body().getByLabelText(/^Name/));
    await enter(body().getByLabelText(/^Name/), 'Asha Rao');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** A refused save says why and keeps the dialog open with the name as typed. */
export const EditNameServerError: Story = {
  decorators: [fireOnMount(fire(nameDialogOpened))],
  parameters: {
    msw: {
      handlers: [refused('post', `*${API_PATHS.hostUpdateName}`, 400, 'Name could not be saved')],
    },
  },
  play: async () => {
    const dialog = within(await shown(body().findByRole('dialog', { name: 'Edit Name' })));
    const name = dialog.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await enter(name, 'Asha Rao');
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    // At the field, and in a toast.
    await shown(dialog.findByText('Name could not be saved'));
    await waitFor(() => expect(body().getAllByText('Name could not be saved')).toHaveLength(2));
    await expect(name).toHaveValue('Asha Rao');
  },
};

/** The server refuses a wrong current password: the dialog says so at that field and keeps all three. */
export const PasswordWrongCurrent: Story = {
  decorators: [fireOnMount(fire(passwordDialogOpened))],
  play: async () => {
    const dialog = within(await shown(body().findByRole('dialog', { name: 'Update Password' })));
    const current = body().getByLabelText(/^Current password/);
    const fresh = body().getByLabelText(/^New password/);
    await enter(current, 'Wrong@123');
    await enter(fresh, 'Fresh@2468');
    await enter(body().getByLabelText(/^Confirm new password/), 'Fresh@2468');
    await userEvent.click(body().getAllByRole('button', { name: 'Update Password' }).at(-1)!);
    await shown(dialog.findByText('Current password is incorrect'));
    // The server's answer names a field too: focus goes there when the answer arrives.
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveValue('Wrong@123');
    await expect(fresh).toHaveValue('Fresh@2468');
  },
};
export const PasswordWrongCurrentDark: Story = { ...PasswordWrongCurrent, globals: { theme: 'dark' } };

/** Another account's address cannot be taken: the server says so before any code is sent. */
export const UpdateEmailInUse: Story = {
  decorators: [fireOnMount(fire(emailDialogOpened))],
  play: async () => {
    const dialog = within(await shown(body().findByRole('dialog', { name: 'Update Email' })));
    await enter(body().getByLabelText(/^New email/), 'other@parley.app');
    await userEvent.click(body().getByRole('button', { name: 'Send OTP' }));
    await shown(dialog.findByText('This email is already in use'));
    await expect(body().getByLabelText(/^New email/)).toHaveValue('other@parley.app');
  },
};
export const UpdateEmailInUseMobile: Story = {
  ...UpdateEmailInUse,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * The whole change by keyboard: Enter in the filled code boxes verifies, and focus comes back to the page's
 * 'Update email' button, past the address dialog whose Send OTP opened the code step.
 */
export const UpdateEmailVerifiedByKeyboard: Story = {
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Update email' });
    await userEvent.click(opener);
    await shown(body().findByRole('dialog', { name: 'Update Email' }));
    await enter(body().getByLabelText(/^New email/), 'asha.new@parley.app');
    await userEvent.click(body().getByRole('button', { name: 'Send OTP' }));
    const dialog = within(await shown(body().findByRole('dialog', { name: 'Verify OTP' })));
    await userEvent.type(
      await dialog.findByLabelText('Digit 1 of 6'),
      await latestOtp('asha.new@parley.app'),
    );
    await userEvent.keyboard('{Enter}');
    await shown(body().findByText('Email updated successfully'));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
