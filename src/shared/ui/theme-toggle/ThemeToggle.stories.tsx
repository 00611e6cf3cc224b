import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Design system/ThemeToggle',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark mode' }));
    await expect(root).toHaveClass('dark');
    await expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light mode' }));
    await expect(root).toHaveClass('light');
    await expect(localStorage.getItem('theme')).toBe('light');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  },
};
