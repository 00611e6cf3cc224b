import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, type Scope } from 'effector';
import { expect, within } from 'storybook/test';
import { wentOffline } from '@/shared/lib';
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
    await allSettled(wentOffline, { scope: (loaded as { scope: Scope }).scope });
    await expect(await within(canvasElement).findByText('You are offline.')).toBeVisible();
  },
};

export const OfflineDark: Story = { ...Offline, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
