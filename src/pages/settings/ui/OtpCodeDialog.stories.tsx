import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { body, shown } from '../../../../tests/stories/portal';
import { OtpCodeDialog } from './OtpCodeDialog';

const meta = {
  title: 'Pages/SettingsPage/OtpCodeDialog',
  component: OtpCodeDialog,
  args: {
    open: true,
    formId: 'story-otp-form',
    sentTo: '9123456780',
    channel: 'by SMS',
    otp: '',
    error: null,
    verifying: false,
    sending: false,
    secondsLeft: 42,
    canResend: false,
    onChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OtpCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await shown(body().findByRole('dialog', { name: 'Verify OTP' })));

/** Just sent: where the code went, Verify waits for six digits, resend waits for the countdown. */
export const CountingDown: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByText(/by SMS/)).toBeVisible();
    await expect(view.getByText('You can request a new code in 42s')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await userEvent.type(await view.findByLabelText('Digit 1 of 6'), '4');
    await expect(args.onChange).toHaveBeenCalledWith('4');
  },
};

/** The countdown is over: resend is offered. */
export const ResendAvailable: Story = {
  args: { secondsLeft: 0, canResend: true, sentTo: 'asha.new@parley.app', channel: undefined },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** A refused code: the server's message inline, announced, and the boxes marked. */
export const WrongCode: Story = {
  args: { otp: '123450', error: 'Invalid OTP' },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('alert')).toHaveTextContent('Invalid OTP');
    await userEvent.click(view.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Checking the code: the dialog waits and cannot be cancelled halfway. */
export const Verifying: Story = {
  args: { otp: '123456', verifying: true, channel: 'on WhatsApp' },
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const WrongCodeDark: Story = { ...WrongCode, globals: { theme: 'dark' } };
export const CountingDownMobile: Story = { ...CountingDown, globals: { viewport: { value: 'mobile' } } };
