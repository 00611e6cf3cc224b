import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, shown } from '../../../../tests/stories/portal';
import { RenewDialog } from './RenewDialog';

/** The renewal explanation with the prefilled messaging link, for the signed-in host (spec 02 §1). */
const meta = {
  title: 'Features/Renew subscription/RenewDialog',
  component: RenewDialog,
  decorators: [withHostSession],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof RenewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(await shown(body().findByRole('dialog', { name: 'Renew Subscription' })));
    const link = dialog.getByRole('link', { name: /Renew on WhatsApp/ });
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(link).toHaveAttribute('target', '_blank');
    // The message the link sends is shown before the host sends it.
    await expect(dialog.getByText('Message sent')).toBeVisible();
    // The footer's Close (the corner's close button has the same name).
    const close = dialog
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await userEvent.click(close!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const ExpiredMobile: Story = {
  parameters: { scenario: 'expired' },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = within(await shown(body().findByRole('dialog', { name: 'Renew Subscription' })));
    await expect(dialog.getByRole('link', { name: /Renew on WhatsApp/ })).toBeVisible();
  },
};
