import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <UiProvider>
      <ConfirmDialog
        open
        title="Delete user?"
        description="This cannot be undone."
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
        onClose={onClose}
        {...props}
      />
    </UiProvider>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its text, confirming and cancelling through the callbacks', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    // A screen reader reads what confirming does together with the title, while focus is on Cancel.
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('disables both buttons and ignores Escape while busy', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ isBusy: true });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
