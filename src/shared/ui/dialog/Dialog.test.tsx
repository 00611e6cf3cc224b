import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../tests/setup/render';
import type { Dialog as DialogComponent } from './Dialog';

// The setup file preloads the dialog's code for every other test; here each test starts with a fresh module
// whose code has not loaded yet.
let Dialog: typeof DialogComponent;
beforeEach(async () => {
  vi.resetModules();
  ({ Dialog } = await import('./Dialog'));
});

function EditUser() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit user
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit user">
        <input aria-label="Full name" />
      </Dialog>
    </>
  );
}

describe('Dialog, before its code has loaded', () => {
  it('opened at once, shows when its code arrives, named by its title, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithApp(<EditUser />, { route: false });

    await user.click(screen.getByRole('button', { name: 'Edit user' }));

    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rendered open, shows without any action', async () => {
    renderWithApp(
      <Dialog open onClose={() => undefined} title="Leave Call">
        Are you sure?
      </Dialog>,
      { route: false },
    );
    expect(await screen.findByRole('dialog', { name: 'Leave Call' })).toBeInTheDocument();
  });

  it('opens as another dialog closes in the same update (a form, then the result it created)', async () => {
    function FormThenResult() {
      const [form, setForm] = useState(true);
      const [result, setResult] = useState(false);
      return (
        <>
          <Dialog open={form} onClose={() => setForm(false)} title="Create User">
            <button
              type="button"
              onClick={() => {
                setForm(false);
                setResult(true);
              }}
            >
              Create
            </button>
          </Dialog>
          <Dialog open={result} onClose={() => setResult(false)} title="User Created Successfully">
            Share these details.
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithApp(<FormThenResult />, { route: false });
    const create = await screen.findByRole('button', { name: 'Create' });

    await user.click(create);

    expect(await screen.findByRole('dialog', { name: 'User Created Successfully' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog', { name: 'User Created Successfully' })).toBeInTheDocument();
  });

  it('when its code cannot load, says so in its place and closes', async () => {
    vi.doMock('./ModalDialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    ({ Dialog } = await import('./Dialog'));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <Dialog open onClose={onClose} title="Edit user">
        Form
      </Dialog>,
      { route: false },
    );

    const unavailable = await screen.findByRole('alertdialog', { name: 'This window did not load' });
    expect(unavailable).toHaveTextContent('Check your connection, then try again.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.doUnmock('./ModalDialog');
  });

  it('fetches its code while the browser is idle, so a first open after going offline still shows it', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // The code can be fetched only while online; the real dialog opens through zag's machine, this one at once.
    let online = true;
    vi.doMock('./ModalDialog', () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        ModalDialog: ({ open, title }: { open: boolean; title: string }) =>
          open ? <div role="dialog" aria-label={title} /> : null,
      };
    });
    vi.resetModules();
    ({ Dialog } = await import('./Dialog'));
    renderWithApp(<EditUser />, { route: false });

    await act(async () => {
      idle.forEach((task) => task());
      await vi.dynamicImportSettled();
    });
    online = false;
    act(() => screen.getByRole('button', { name: 'Edit user' }).click());

    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    expect(screen.queryByText('This window did not load')).not.toBeInTheDocument();
    vi.doUnmock('./ModalDialog');
    vi.unstubAllGlobals();
  });
});
