import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Design system/Field',
  component: Field,
  args: { label: 'Email', children: <Input placeholder="you@company.com" /> },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHelp: Story = {
  args: { helpText: 'We send a one-time code to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send a one-time code to this address.',
    );
  },
};

export const WithError: Story = {
  args: { errorText: 'Please enter a valid email', required: true, children: <Input defaultValue="amit@" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="amit@parley.app" /> },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
