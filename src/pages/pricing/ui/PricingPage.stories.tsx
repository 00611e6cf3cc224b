import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PricingPage } from './PricingPage';

const meta = {
  title: 'pages/PricingPage',
  component: PricingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
