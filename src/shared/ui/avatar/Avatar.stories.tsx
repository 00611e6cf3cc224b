import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';

// An inline picture keeps the story offline and stable for screenshots.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7cbfe"/><circle cx="32" cy="24" r="12" fill="#5b45e5"/><rect x="12" y="40" width="40" height="24" rx="12" fill="#5b45e5"/></svg>',
  );

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  args: { name: 'Amit Sharma' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Amit Sharma' })).toHaveTextContent('AS');
  },
};

export const Picture: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Amit Sharma' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3">
      {(['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </HStack>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
