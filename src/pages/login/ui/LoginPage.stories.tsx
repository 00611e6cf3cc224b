import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_ACCOUNTS } from '@mocks/data/accounts';
import { LOCAL_KEYS } from '@/shared/config';
import { LoginPage } from './LoginPage';
import { enter } from '../../../../tests/stories/enter';
import { unanswered } from '../../../../tests/stories/msw';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login', scenario: 'default' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { host, users } = SEEDED_ACCOUNTS.default;

/**
 * The spinner shows, then gives way to the stored session the app starts from next time. Waiting for it also
 * keeps the sign-in inside its story: a spinner left running would store its session during the next story.
 */
async function spinnerThenSessionStored(canvas: ReturnType<typeof within>, account: Record<string, string>) {
  await waitFor(() => expect(canvas.getByTestId('full-screen-loader')).toBeInTheDocument(), {
    timeout: 4000,
  });
  await waitFor(() => expect(canvas.queryByTestId('full-screen-loader')).not.toBeInTheDocument(), {
    timeout: 10_000,
  });
  await expect(localStorage.getItem(LOCAL_KEYS.token)).toBeTruthy();
  await expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.user) ?? 'null')).toMatchObject(account);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(canvas.getByPlaceholderText('Email or User ID')).toBeVisible();
    // Both fields are required (spec 01 §5) and marked so, as on sign-up.
    await expect(canvas.getByRole('textbox', { name: /Email or User ID/ })).toBeRequired();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'create a new account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark', viewport: { value: 'mobile' } } };

export const Desktop: Story = { ...Empty, globals: { viewport: { value: 'desktop' } } };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both fields are required: nothing typed, then only the identifier.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await enter(canvas.getByPlaceholderText('Email or User ID'), host.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    // Nothing typed is lost.
    await expect(canvas.getByPlaceholderText('Email or User ID')).toHaveValue(host.email);
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByPlaceholderText('Your password');
    await userEvent.type(password, 'secret-pass');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByPlaceholderText('Email or User ID'), host.email);
    await enter(canvas.getByPlaceholderText('Your password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // The host path refuses, then the user-id path's server message is shown.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid User ID or password'), {
      timeout: 4000,
    });
    await expect(canvas.getByPlaceholderText('Email or User ID')).toHaveValue(host.email);
    await expect(canvas.getByPlaceholderText('Your password')).toHaveValue('not-the-password');
  },
};

export const WrongPasswordDark: Story = {
  ...WrongPassword,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

export const HostSignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByPlaceholderText('Email or User ID'), host.email);
    await enter(canvas.getByPlaceholderText('Your password'), host.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const toast = await within(canvasElement.ownerDocument.body).findByText(
      'Login successful',
      {},
      { timeout: 4000 },
    );
    await waitFor(() => expect(toast).toBeVisible());
    await spinnerThenSessionStored(canvas, { email: host.email });
  },
};

export const HostSignsInDark: Story = {
  ...HostSignsIn,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

export const UserSignsInWithUserId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = users[0];
    await enter(canvas.getByPlaceholderText('Email or User ID'), user.userId);
    await enter(canvas.getByPlaceholderText('Your password'), user.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await spinnerThenSessionStored(canvas, { userId: user.userId });
  },
};

/** While the sign-in is checked the button says so and cannot be pressed twice. */
export const SigningIn: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('post', '*/api/auth/login')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvas.getByPlaceholderText('Email or User ID'), host.email);
    await enter(canvas.getByPlaceholderText('Your password'), host.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Signing in/ })).toBeDisabled());
  },
};
export const SigningInDark: Story = { ...SigningIn, globals: { theme: 'dark' } };
