import { HStack } from '@chakra-ui/react';
import Bell from 'lucide-react/icons/bell';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Refresh', children: <RefreshCw aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <HStack gap="3">
      <IconButton {...args} />
      <IconButton aria-label="Notifications" variant="outline">
        <Bell aria-hidden />
      </IconButton>
      <IconButton aria-label="Delete user" colorPalette="red" variant="subtle">
        <Trash2 aria-hidden />
      </IconButton>
      <IconButton aria-label="Refresh (disabled)" disabled>
        <RefreshCw aria-hidden />
      </IconButton>
    </HStack>
  ),
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };
