import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import type { InfoPopover as InfoPopoverComponent } from './InfoPopover';

async function freshInfoPopover(): Promise<typeof InfoPopoverComponent> {
  vi.resetModules();
  return (await import('./InfoPopover')).InfoPopover;
}

function renderPopover(InfoPopover: typeof InfoPopoverComponent) {
  renderWithApp(
    <InfoPopover
      trigger={(props) => (
        <button type="button" {...props}>
          Good connection
        </button>
      )}
    >
      {(Popover) => (
        <Popover.Body>
          <Popover.Title>Good connection</Popover.Title>
          Round-trip time 40 ms
        </Popover.Body>
      )}
    </InfoPopover>,
    { route: false },
  );
  return screen.getByRole('button', { name: 'Good connection' });
}

describe('InfoPopover', () => {
  it('shows its panel on press, named by its title, and hides it on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover(await freshInfoPopover());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    const panel = await screen.findByRole('dialog', { name: 'Good connection' });
    expect(panel).toHaveTextContent('Round-trip time 40 ms');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('a second press hides it', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover(await freshInfoPopover());
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    await user.click(trigger);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when its code cannot load, says so in its place and closes', async () => {
    vi.doMock('./PopoverPanel', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const user = userEvent.setup();
    const trigger = renderPopover(await freshInfoPopover());

    await user.click(trigger);

    expect(await screen.findByRole('alertdialog', { name: 'This panel did not load' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    vi.doUnmock('./PopoverPanel');
  });
});
