import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullScreenLoader } from './FullScreenLoader';

const meta = {
  title: 'Design system/FullScreenLoader',
  component: FullScreenLoader,
  args: { label: 'Signing you in' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };

export const Dark: Story = { args: { showLabel: true }, globals: { theme: 'dark' } };
