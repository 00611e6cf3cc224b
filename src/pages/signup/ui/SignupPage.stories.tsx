import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignupPage } from './SignupPage';

const meta = {
  title: 'Pages/Signup',
  component: SignupPage,
  parameters: { layout: 'fullscreen', route: '/signup', scenario: 'default' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

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
  if (values.name) await userEvent.type(canvas.getByLabelText(/Full Name/), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText(/^Email/), values.email);
  if (values.password) await userEvent.type(canvas.getByLabelText(/^Password/), values.password);
  if (values.confirm) await userEvent.type(canvas.getByLabelText(/Confirm Password/), values.confirm);
}

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Create your host account');
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('maxlength', '50');
  },
};

export const DetailsDark: Story = { ...Details, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const DetailsDesktop: Story = { ...Details, globals: { viewport: { value: 'desktop' } } };

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
    await userEvent.type(canvas.getByLabelText('Digit 1 of 6'), '12345');
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
  play: async (context) => {
    await VerifyEmail.play?.(context);
    const canvas = within(context.canvasElement);
    // The mock never issues 123456 deterministically; a rejected code keeps step 2 with the server message.
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement(), { timeout: 4000 });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your email');
  },
};
