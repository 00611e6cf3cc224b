import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { notify } from '../toaster/toaster';
import { CopyField } from './CopyField';

describe('CopyField', () => {
  it('copies the value and confirms with the spec toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = vi.spyOn(notify, 'success');
    render(
      <UiProvider>
        <CopyField label="User ID" value="amit-4821" />
      </UiProvider>,
    );
    expect(screen.getByRole('group', { name: 'User ID' })).toHaveTextContent('amit-4821');
    await user.click(screen.getByRole('button', { name: 'Copy User ID' }));
    expect(writeText).toHaveBeenCalledWith('amit-4821');
    expect(success).toHaveBeenCalledWith('User ID copied to clipboard');
  });

  it('reports a failure when no clipboard is available', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const error = vi.spyOn(notify, 'error');
    render(
      <UiProvider>
        <CopyField label="Password" value="x" />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(error).toHaveBeenCalledWith('Failed to copy to clipboard');
  });
});
