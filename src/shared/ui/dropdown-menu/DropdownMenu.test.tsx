import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import type { DropdownMenu as DropdownMenuComponent } from './DropdownMenu';

async function freshDropdownMenu(): Promise<typeof DropdownMenuComponent> {
  vi.resetModules();
  return (await import('./DropdownMenu')).DropdownMenu;
}

function renderMenu(DropdownMenu: typeof DropdownMenuComponent, onEdit = vi.fn()) {
  renderWithApp(
    <DropdownMenu
      trigger={(props) => (
        <button type="button" {...props}>
          Actions for Ravi
        </button>
      )}
    >
      {(Menu) => (
        <>
          <Menu.Item value="edit" onSelect={onEdit}>
            Edit
          </Menu.Item>
          <Menu.Item value="delete">Delete</Menu.Item>
        </>
      )}
    </DropdownMenu>,
    { route: false },
  );
  return { trigger: screen.getByRole('button', { name: 'Actions for Ravi' }), onEdit };
}

describe('DropdownMenu', () => {
  it('is a menu button: opens on press, labelled by it, runs the chosen item and closes', async () => {
    const user = userEvent.setup();
    const { trigger, onEdit } = renderMenu(await freshDropdownMenu());
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    const menu = await screen.findByRole('menu', { name: 'Actions for Ravi' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    // A mouse moves onto the item before pressing it: the menu highlights an item only for a pointer that
    // really moved there, and user-event otherwise reports every pointer event at one point.
    const edit = screen.getByRole('menuitem', { name: 'Edit' });
    await user.pointer({ target: edit, coords: { clientX: 24, clientY: 48 } });
    await user.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard and gives focus back to its button on Escape', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu(await freshDropdownMenu());
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('when its code cannot load, says so in its place and closes', async () => {
    vi.doMock('./MenuPopup', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const user = userEvent.setup();
    const { trigger } = renderMenu(await freshDropdownMenu());

    await user.click(trigger);

    expect(await screen.findByRole('alertdialog', { name: 'This menu did not load' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    vi.doUnmock('./MenuPopup');
  });
});
