import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectionQualityBadge } from './ConnectionQualityBadge';

const meta = {
  title: 'Call/ConnectionQualityBadge',
  component: ConnectionQualityBadge,
  args: { quality: { band: 'good', rttMs: 42, jitterMs: 3, lossPercent: 0, oneWayMs: 47 } },
} satisfies Meta<typeof ConnectionQualityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the figures and checks each one the badge was given. */
async function figuresShown(canvasElement: HTMLElement, band: string, figures: Record<string, string>) {
  const badge = within(canvasElement).getByRole('button', { name: band });
  await userEvent.click(badge);
  const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: band });
  for (const [label, value] of Object.entries(figures)) {
    const term = within(popover).getByText(label);
    await expect(term.nextElementSibling).toHaveTextContent(value);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(badge).toHaveFocus());
}

export const Good: Story = {
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement, 'Good connection', {
      'One-way delay (estimate)': '47 ms',
      'Round-trip time': '42 ms',
      Jitter: '3 ms',
      'Packet loss': '0 %',
    });
  },
};

export const Fair: Story = {
  args: { quality: { band: 'fair', rttMs: 380, jitterMs: 18, lossPercent: 1.2, oneWayMs: 246 } },
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement, 'Fair connection', { 'One-way delay (estimate)': '246 ms' });
  },
};

export const Poor: Story = {
  args: { quality: { band: 'poor', rttMs: 120, jitterMs: 40, lossPercent: 14.3, oneWayMs: 160 } },
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement, 'Poor connection', { 'Packet loss': '14.3 %' });
  },
};

/** ICE is disconnected or failed: the last round trip no longer holds, and the room is reconnecting. */
export const Lost: Story = {
  args: { quality: { band: 'lost', rttMs: null, jitterMs: null, lossPercent: null, oneWayMs: null } },
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement, 'Connection lost', { 'Round-trip time': '—', 'Packet loss': '—' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connection lost' }));
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Connection lost',
    });
    await expect(popover).toHaveTextContent('No audio is getting through. Reconnecting...');
  },
};

export const Measuring: Story = {
  args: { quality: null },
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement, 'Measuring connection', { 'Round-trip time': '—' });
  },
};

export const PoorDark: Story = { ...Poor, globals: { theme: 'dark' } };
export const LostDarkMobile: Story = { ...Lost, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const FairMobile: Story = { ...Fair, globals: { viewport: { value: 'mobile' } } };
