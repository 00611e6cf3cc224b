import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The boxes' code is fetched on demand, and fails while offline as a dynamic import does. The test setup
// preloads every on-demand part, so the component comes from a fresh module graph that sees the failure.
const network = { offline: true };
vi.doMock('./OtpBoxes', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.resetModules();
const { OtpInput } = await import('./OtpInput');
const { UiProvider } = await import('../provider/UiProvider');

describe('OtpInput without its code', () => {
  it('says the boxes did not load, and Try again shows them', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <OtpInput value="" onChange={() => undefined} />
      </UiProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The code boxes did not load');
    network.offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });
});
