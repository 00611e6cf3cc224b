import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Pages/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password', scenario: 'default' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { host } = SEEDED_ACCOUNTS.default;

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
    await userEvent.type(canvas.getByLabelText(/Email or phone number/), host.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your code'),
      {
        timeout: 4000,
      },
    );
    await expect(canvas.getByText(host.email)).toBeVisible();
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
    await waitFor(() => expect(canvas.getByText(host.phone)).toBeVisible(), { timeout: 4000 });
  },
};

export const WrongCode: Story = {
  play: async (context) => {
    await CodeSentToEmail.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('Digit 1 of 6'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement(), { timeout: 4000 });
  },
};
