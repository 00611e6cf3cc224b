import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { CopyField } from './CopyField';

describe('CopyField', () => {
  it('copies the value and confirms with the spec toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(
      <UiProvider>
        <CopyField label="User ID" value="amit-4821" />
      </UiProvider>,
    );
    expect(screen.getByRole('group', { name: 'User ID' })).toHaveTextContent('amit-4821');
    await user.click(screen.getByRole('button', { name: 'Copy User ID' }));
    expect(writeText).toHaveBeenCalledWith('amit-4821');
    expect(await screen.findByText('User ID copied to clipboard')).toBeVisible();
  });

  it('reports a failure when no clipboard is available', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(
      <UiProvider>
        <CopyField label="Password" value="x" />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeVisible();
  });
});
