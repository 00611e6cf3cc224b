import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $resendSecondsLeft, signupOtpCountdown } from '../model/otp';
import { API_PATHS } from '@/shared/api';
import { ROUTES, SIGNUP_OTP_RESEND_SECONDS } from '@/shared/config';
import { routerAttached } from '@/shared/lib';
import { SignupPage } from './SignupPage';
import { enter } from '../../../../tests/stories/enter';
import { latestOtp } from '../../../../tests/stories/outbox';
import { unanswered } from '../../../../tests/stories/msw';

const meta = {
  title: 'Pages/Signup',
  component: SignupPage,
  parameters: { layout: 'fullscreen', route: '/signup', scenario: 'default' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Another six-digit code than `otp`. */
const otherThan = (otp: string) => `${otp.slice(0, 5)}${(Number(otp[5]) + 1) % 10}`;

async function fillDetails(
  canvas: Canvas,
  overrides: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>> = {},
) {
  const values = {
    name: 'Kavya Menon',
    email: 'kavya@studio.in',
    password: 'Str0ng!pass',
    confirm: 'Str0ng!pass',
    ...overrides,
  };
  if (values.name) await enter(canvas.getByLabelText(/Full Name/), values.name);
  if (values.email) await enter(canvas.getByLabelText(/^Email/), values.email);
  if (values.password) await enter(canvas.getByLabelText(/^Password/), values.password);
  if (values.confirm) await enter(canvas.getByLabelText(/Confirm Password/), values.confirm);
}

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create your host account');
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAttribute('maxlength', '50');
    // Typing past 50 characters stops at 50.
    await enter(email, 'a'.repeat(45));
    await userEvent.type(email, '@studio.in');
    await expect(email).toHaveValue(`${'a'.repeat(45)}@stud`);
  },
};

export const DetailsDark: Story = { ...Details, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const DetailsDesktop: Story = { ...Details, globals: { viewport: { value: 'desktop' } } };

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fillDetails(canvas, { confirm: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue('Kavya Menon');
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas, { confirm: 'different' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas, { email: 'kavya.studio.in' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email');
  },
};

export const VerifyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your email'),
      {
        timeout: 4000,
      },
    );
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await userEvent.type(await canvas.findByLabelText('Digit 1 of 6'), '12345');
    await expect(verify).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Digit 6 of 6'), '6');
    await expect(verify).toBeEnabled();
  },
};

export const VerifyEmailDark: Story = {
  ...VerifyEmail,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

export const EditDetailsKeepsInput: Story = {
  play: async (context) => {
    await VerifyEmail.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('kavya@studio.in');
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { level: 1, name: 'Verify your email' }, { timeout: 4000 });
    // A code that is certainly not the issued one: the server's message, and step 2 stays.
    await userEvent.type(
      await canvas.findByLabelText('Digit 1 of 6'),
      otherThan(await latestOtp('kavya@studio.in')),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid OTP'), {
      timeout: 4000,
    });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your email');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

/** 'Resend OTP' waits for the 30-second countdown; the story plays the seconds through the countdown. */
export const ResendAfterCountdown: Story = {
  play: async (context) => {
    await VerifyEmail.play?.(context);
    const canvas = within(context.canvasElement);
    const scope = (context.loaded as { scope: Scope }).scope;
    const resend = canvas.getByRole('button', { name: 'Resend OTP' });
    await expect(canvas.getByText(/You can request a new code in \d+s/)).toBeVisible();
    // The real clock keeps ticking too, so play the remaining seconds (at most 30) rather than exactly 30.
    let played = 0;
    while (scope.getState($resendSecondsLeft) > 0) {
      await expect(resend).toBeDisabled();
      await allSettled(signupOtpCountdown.ticked, { scope });
      played += 1;
    }
    await expect(played).toBeLessThanOrEqual(SIGNUP_OTP_RESEND_SECONDS);
    await expect(resend).toBeEnabled();
    await expect(canvas.getByText("Didn't get it? Check your spam folder or resend.")).toBeVisible();
    await userEvent.click(resend);
    const toast = await within(document.body).findByText('OTP sent to your email', {}, { timeout: 4000 });
    await waitFor(() => expect(toast).toBeVisible());
    // A new countdown starts with the new code.
    await waitFor(() => expect(canvas.getByText(/You can request a new code in \d+s/)).toBeVisible());
    await expect(resend).toBeDisabled();
  },
};

/** The right code: 2-second spinner, 'Congratulations', then /dashboard with history replaced. */
export const Registered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const navigate = fn();
    await allSettled(routerAttached, { scope: (loaded as { scope: Scope }).scope, params: { navigate } });
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { level: 1, name: 'Verify your email' }, { timeout: 4000 });
    await userEvent.type(await canvas.findByLabelText('Digit 1 of 6'), await latestOtp('kavya@studio.in'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByTestId('full-screen-loader')).toBeInTheDocument(), {
      timeout: 4000,
    });
    const dialog = await body.findByRole('dialog', { name: 'Congratulations' }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Your Parley host account is ready.')).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.dashboard, { replace: true }));
  },
};

export const RegisteredMobileDark: Story = {
  ...Registered,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const RegisteredDesktop: Story = { ...Registered, globals: { viewport: { value: 'desktop' } } };

/** An address that already has an account is refused before any code is sent, and nothing typed is lost. */
export const EmailAlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas, { email: 'host@parley.app' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () =>
        expect(
          within(canvasElement.ownerDocument.body).getAllByText('User already exists with this email')[0],
        ).toBeVisible(),
      { timeout: 4000 },
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create your host account');
    await expect(canvas.getByLabelText(/Full Name/)).toHaveValue('Kavya Menon');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('host@parley.app');
  },
};
export const EmailAlreadyRegisteredDark: Story = {
  ...EmailAlreadyRegistered,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

/** While the code is sent the button says so and cannot be pressed twice. */
export const SendingCode: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('post', `*${API_PATHS.signupSendOtp}`)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Sending code/ })).toBeDisabled());
  },
};
