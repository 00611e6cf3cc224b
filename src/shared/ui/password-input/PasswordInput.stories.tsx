import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Design system/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'correct-horse' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Field label="Password">
        <PasswordInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    // The name says what the next press does, and no pressed state contradicts it.
    await expect(canvas.getByRole('button', { name: 'Hide password' })).not.toHaveAttribute('aria-pressed');
  },
};

export const Empty: Story = { args: { defaultValue: undefined, placeholder: 'Enter your password' } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
