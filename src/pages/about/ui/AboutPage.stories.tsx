import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['User-First', 'Innovation', 'Excellence', 'Integrity']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: /See open roles/ })).toHaveAttribute('href', '/careers');
    await expect(canvas.getByText('v0.5.0')).toBeInTheDocument();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const Tablet: Story = { ...Mobile, globals: { viewport: { value: 'tablet' } } };
export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };
export const DesktopDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
