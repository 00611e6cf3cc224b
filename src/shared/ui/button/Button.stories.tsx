import { HStack } from '@chakra-ui/react';
import Plus from 'lucide-react/icons/plus';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Start call', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'],
    },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start call' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <HStack wrap="wrap" gap="3">
      <Button {...args}>Solid</Button>
      <Button {...args} variant="subtle">
        Subtle
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} colorPalette="red">
        Delete
      </Button>
      <Button {...args}>
        <Plus aria-hidden /> Add user
      </Button>
    </HStack>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Saving' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toBeDisabled();
  },
};

/** Only a spinner shows; the hidden label stays the button's name for screen readers. */
export const LoadingWithoutText: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start call' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start call' })).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};
