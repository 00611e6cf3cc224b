import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeaturesPage } from './FeaturesPage';

const meta = {
  title: 'Pages/Features',
  component: FeaturesPage,
  parameters: { layout: 'fullscreen', route: '/features' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof FeaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [
      'Noise cancellation',
      'Echo suppression',
      'Automatic gain control',
      'Real-time speaking detection',
      'Host controls',
      'Analytics',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    await expect(canvas.getByText('v0.5.0')).toBeInTheDocument();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const Tablet: Story = { ...Mobile, globals: { viewport: { value: 'tablet' } } };
export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };
export const DesktopDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
