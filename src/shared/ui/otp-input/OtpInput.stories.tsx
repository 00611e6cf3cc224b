import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput } from './OtpInput';
import type { OtpInputProps } from './otp';

function Controlled(args: OtpInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Stack gap="3">
      <OtpInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
      <Text fontSize="sm" color="fg.muted">
        Value: <output>{value || '(empty)'}</output>
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Design system/OtpInput',
  component: OtpInput,
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const boxes = await canvas.findAllByRole('textbox');
    await expect(boxes).toHaveLength(6);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('4x2');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.keyboard('9137');
    await expect(args.onComplete).toHaveBeenCalledWith('429137');
    await expect(await canvas.findByText('429137')).toBeInTheDocument();
  },
};

export const Pasted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('textbox'))[0]!);
    await userEvent.paste('815204');
    await expect(await canvas.findByText('815204')).toBeInTheDocument();
  },
};

export const Invalid: Story = { args: { value: '123', invalid: true } };

export const Disabled: Story = { args: { value: '123456', disabled: true } };

export const Dark: Story = { args: { value: '12' }, globals: { theme: 'dark' } };
