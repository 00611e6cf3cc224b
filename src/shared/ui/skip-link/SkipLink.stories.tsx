import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, HStack } from '@chakra-ui/react';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Design system/SkipLink',
  component: SkipLink,
  args: { target: 'story-main' },
  render: (args) => (
    <Box position="relative" minH="40">
      <SkipLink {...args} />
      <HStack as="nav" aria-label="Main" p="4" pt="16" gap="2">
        <Button variant="ghost">Dashboard</Button>
        <Button variant="ghost">Users</Button>
      </HStack>
      <Box as="main" id="story-main" tabIndex={-1} p="4" _focus={{ outline: 'none' }}>
        <Button>Create User</Button>
      </Box>
    </Box>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the keyboard reaches it; followed, the next Tab lands in the main region, past the navigation. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create User' })).toHaveFocus();
  },
};

export const Dark: Story = { ...Playground, globals: { theme: 'dark' } };
