import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete user?',
    description: 'Amit Sharma will lose access immediately. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'Delete user?' });
    // The safe action has the initial focus.
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Brand: Story = {
  args: {
    tone: 'brand',
    title: 'End the call for everyone?',
    description: 'All participants will be disconnected.',
    confirmLabel: 'End call',
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'End the call for everyone?' });
    // The dialog fades in: its text is visible a moment after the dialog is in the document.
    await waitFor(() => expect(body.getByText('All participants will be disconnected.')).toBeVisible());
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: 'End call' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body.getByRole('button', { name: /Delete/ })).toBeDisabled();
  },
};

export const Dark: Story = { ...Danger, globals: { theme: 'dark' } };
