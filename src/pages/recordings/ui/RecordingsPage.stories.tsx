import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordingsPage } from './RecordingsPage';

const meta = {
  title: 'Pages/RecordingsPage',
  component: RecordingsPage,
} satisfies Meta<typeof RecordingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(/on their way/);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };
