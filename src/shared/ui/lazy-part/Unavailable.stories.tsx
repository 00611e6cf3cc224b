import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Unavailable } from './Unavailable';

const meta = {
  title: 'Design system/Unavailable',
  component: Unavailable,
  args: { what: 'window', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Unavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog whose code could not load (offline before it was cached): it says so, and Close dismisses it. */
export const Window: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = body.getByRole('alertdialog', { name: 'This window did not load' });
    await expect(alert).toHaveTextContent('Check your connection, then try again.');
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const MenuDarkMobile: Story = {
  args: { what: 'menu' },
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alertdialog', { name: 'This menu did not load' })).toBeVisible();
  },
};

function PageWithMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button m="4" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Button m="4">Elsewhere on the page</Button>
      {open && <Unavailable what="menu" onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * While it shows, the page behind cannot take focus; Close, or the browser's cancel (Escape, a phone's Back
 * gesture), closes it and returns focus to the button that opened it.
 */
export const KeepsFocusUntilClosed: Story = {
  render: () => <PageWithMenu />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const close = await body.findByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();

    body.getByRole('button', { name: 'Elsewhere on the page', hidden: true }).focus();
    await expect(close).toHaveFocus();

    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const alert = await body.findByRole('alertdialog', { name: 'This menu did not load' });
    alert.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};
