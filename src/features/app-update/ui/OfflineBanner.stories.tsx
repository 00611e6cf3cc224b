import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, within } from 'storybook/test';
import { networkWatchStarted, wentOffline } from '@/shared/lib';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Features/OfflineBanner',
  component: OfflineBanner,
  args: { message: 'Signing in needs a connection.' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { scope } = loaded as { scope: Scope };
    // Watching starts from navigator.onLine (true here): start it first, so the banner's own start, whenever
    // its effect runs, cannot undo the simulated offline.
    await allSettled(networkWatchStarted, { scope });
    await allSettled(wentOffline, { scope });
    await expect(await within(canvasElement).findByText('You are offline.')).toBeVisible();
  },
};

export const OfflineDark: Story = { ...Offline, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
