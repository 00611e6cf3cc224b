import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
