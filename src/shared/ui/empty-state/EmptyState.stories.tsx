import Inbox from 'lucide-react/icons/inbox';
import PhoneCall from 'lucide-react/icons/phone-call';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    title: 'No recordings yet',
    description: 'Recordings of each speaking segment appear here after a call.',
    icon: <Inbox />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recordings yet' })).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No calls yet',
    description: 'Start a call and invite your team.',
    icon: <PhoneCall />,
    action: <Button>Start call</Button>,
  },
};

export const TitleOnly: Story = { args: { description: undefined, icon: undefined } };

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };
