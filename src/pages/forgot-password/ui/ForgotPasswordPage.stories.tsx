import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { API_PATHS } from '@/shared/api';
import { FORGOT_PASSWORD_OTP_RESEND_SECONDS, ROUTES } from '@/shared/config';
import { routerAttached } from '@/shared/lib';
import { resendCountdown } from '../model/forgot';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { latestOtp } from '../../../../tests/stories/outbox';
import { enter } from '../../../../tests/stories/enter';
import { refused, unanswered } from '../../../../tests/stories/msw';

const meta = {
  title: 'Pages/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password', scenario: 'default' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { host } = SEEDED_ACCOUNTS.default;

type Canvas = ReturnType<typeof within>;

async function toastShown(canvasElement: HTMLElement, text: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text, {}, { timeout: 4000 });
  await waitFor(() => expect(toast).toBeVisible());
}

/** Steps 1 and 2 with the host's e-mail and the issued code: ends on 'Choose a new password'. */
async function reachNewPassword(canvas: Canvas, canvasElement: HTMLElement) {
  await enter(canvas.getByLabelText(/Email or phone number/), host.email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  await canvas.findByRole('heading', { level: 1, name: 'Enter your code' }, { timeout: 4000 });
  await userEvent.type(await canvas.findByLabelText('Digit 1 of 6'), await latestOtp(host.email));
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' }, { timeout: 4000 });
  await toastShown(canvasElement, 'OTP verified successfully');
}

export const EnterIdentifier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    await expect(canvas.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');
  },
};

export const EnterIdentifierDark: Story = {
  ...EnterIdentifier,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const EnterIdentifierDesktop: Story = {
  ...EnterIdentifier,
  globals: { viewport: { value: 'desktop' } },
};

export const BlankIdentifier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your email or phone number');
  },
};

export const CodeSentToEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByLabelText(/Email or phone number/), host.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your code'),
      {
        timeout: 4000,
      },
    );
    await expect(canvas.getByText(host.email)).toBeVisible();
    await toastShown(canvasElement, 'OTP sent to your email');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  },
};

export const CodeSentToPhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/Email or phone number/),
      `${host.phone.slice(0, 5)} ${host.phone.slice(5)}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    // 10 to 15 digits is a phone: the code goes to the digits only (the space is gone).
    await waitFor(() => expect(canvas.getByText(host.phone)).toBeVisible(), { timeout: 4000 });
    await toastShown(canvasElement, 'OTP sent to your phone');
  },
};

/** Fewer than 10 digits is not a phone: it is treated as an e-mail address, which no account has. */
export const ShortNumberIsNotAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email or phone number/), '98765 432');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement(), { timeout: 4000 });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    await expect(canvas.getByLabelText(/Email or phone number/)).toHaveValue('98765 432');
  },
};

export const WrongCode: Story = {
  play: async (context) => {
    await CodeSentToEmail.play?.(context);
    const canvas = within(context.canvasElement);
    const issued = await latestOtp(host.email);
    const wrong = `${issued.slice(0, 5)}${(Number(issued[5]) + 1) % 10}`;
    await userEvent.type(await canvas.findByLabelText('Digit 1 of 6'), wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid OTP'), {
      timeout: 4000,
    });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your code');
  },
};

/** 'Resend OTP' waits for the countdown; the story plays the seconds through it. */
export const ResendAfterCountdown: Story = {
  play: async (context) => {
    await CodeSentToEmail.play?.(context);
    const canvas = within(context.canvasElement);
    const scope = (context.loaded as { scope: Scope }).scope;
    const resend = canvas.getByRole('button', { name: 'Resend OTP' });
    // The real clock keeps ticking too, so play the remaining seconds (at most 30) rather than exactly 30.
    let played = 0;
    while (scope.getState(resendCountdown.$secondsLeft) > 0) {
      await expect(resend).toBeDisabled();
      await allSettled(resendCountdown.ticked, { scope });
      played += 1;
    }
    await expect(played).toBeLessThanOrEqual(FORGOT_PASSWORD_OTP_RESEND_SECONDS);
    await expect(resend).toBeEnabled();
    await expect(canvas.getByText("Didn't get it? Check your spam folder or resend.")).toBeVisible();
    // The end of the wait is spoken once; the seconds before it were not.
    await expect(canvas.getByText('You can request a new code now.')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(resend);
    await toastShown(context.canvasElement, 'OTP resent successfully');
    await waitFor(() => expect(canvas.getByText(/You can request a new code in \d+s/)).toBeVisible());
    await expect(resend).toBeDisabled();
  },
};

export const NewPasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas, canvasElement);
    const submit = canvas.getByRole('button', { name: 'Reset password' });
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await enter(canvas.getByLabelText(/^New password/), 'N3w!secret');
    await enter(canvas.getByLabelText(/Confirm new password/), 'N3w!secreT');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
  },
};

export const NewPasswordRulesDark: Story = {
  ...NewPasswordRules,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

/** A matching new password: 'Password reset successful' and /login with history replaced. */
export const PasswordReset: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const navigate = fn();
    await allSettled(routerAttached, { scope: (loaded as { scope: Scope }).scope, params: { navigate } });
    await reachNewPassword(canvas, canvasElement);
    await enter(canvas.getByLabelText(/^New password/), 'N3w!secret');
    await enter(canvas.getByLabelText(/Confirm new password/), 'N3w!secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await toastShown(canvasElement, 'Password reset successful');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.login, { replace: true }));
  },
};

/**
 * The server no longer takes the verified code (its reset token lasts 10 minutes): 'Send a new code' goes back
 * to the code step, and after the new code the passwords are still as typed.
 */
export const ResetTokenExpired: Story = {
  parameters: {
    msw: {
      handlers: [refused('post', `*${API_PATHS.forgotReset}`, 400, 'Invalid or expired reset token')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas, canvasElement);
    await enter(canvas.getByLabelText(/^New password/), 'N3w!secret');
    await enter(canvas.getByLabelText(/Confirm new password/), 'N3w!secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid or expired reset token'),
      {
        timeout: 4000,
      },
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await canvas.findByRole('heading', { level: 1, name: 'Enter your code' }, { timeout: 4000 });
    await toastShown(canvasElement, 'OTP resent successfully');
    await userEvent.type(await canvas.findByLabelText('Digit 1 of 6'), await latestOtp(host.email));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' }, { timeout: 4000 });
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('N3w!secret');
    await expect(canvas.getByLabelText(/Confirm new password/)).toHaveValue('N3w!secret');
  },
};

export const ResetTokenExpiredDark: Story = {
  ...ResetTokenExpired,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

/** While the code is sent the button says so and cannot be pressed twice; the address stays as typed. */
export const SendingCode: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('post', `*${API_PATHS.forgotSendOtp}`)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByLabelText(/Email or phone number/), host.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Sending code/ })).toBeDisabled());
    await expect(canvas.getByLabelText(/Email or phone number/)).toHaveValue(host.email);
  },
};
