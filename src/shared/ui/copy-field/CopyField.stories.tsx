import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { CopyField } from './CopyField';

const meta = {
  title: 'Design system/CopyField',
  component: CopyField,
  args: { label: 'User ID', value: 'amit-4821', monospace: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  beforeEach: () => {
    // Headless browsers may deny clipboard access; the story checks the component, not the browser.
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy User ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('amit-4821');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('User ID copied to clipboard')).toBeInTheDocument();
  },
};

export const Credentials: Story = {
  render: () => (
    <Stack gap="3">
      <CopyField label="User ID" value="amit-4821" monospace />
      <CopyField label="Password" value="Xk7#pQ2m" monospace />
      <CopyField
        label="Meeting link"
        value="https://parley.app/user/call/7f3c9a2e-41b8-4d1e-9c55-0f2a8b6d3e11"
      />
    </Stack>
  ),
};

export const Dark: Story = { ...Credentials, globals: { theme: 'dark' } };
