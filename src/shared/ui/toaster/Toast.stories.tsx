import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Toaster } from './Toaster';
import { toastFx } from './toaster';

/** Toasts are raised through `toastFx({ tone, text })`: models target it, components call it. */
const meta = {
  title: 'Design system/Toast',
  component: Toaster,
  render: () => (
    <HStack gap="3" wrap="wrap">
      <Button onClick={() => void toastFx({ tone: 'success', text: 'Login successful' })}>Success</Button>
      <Button
        colorPalette="red"
        onClick={() => void toastFx({ tone: 'error', text: 'Failed to fetch users' })}
      >
        Error
      </Button>
      <Button
        variant="outline"
        onClick={() => void toastFx({ tone: 'info', text: 'OTP sent to your email' })}
      >
        Info
      </Button>
      <Button
        variant="outline"
        colorPalette="orange"
        onClick={() => void toastFx({ tone: 'warning', text: 'Subscription expires soon' })}
      >
        Warning
      </Button>
    </HStack>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const toast = await body.findByText('Login successful');
    await expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    // Toasts fade in: visibility needs a retrying assertion.
    const error = await body.findByText('Failed to fetch users');
    await waitFor(() => expect(error).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('OTP sent to your email'),
    ).toBeInTheDocument();
  },
};
