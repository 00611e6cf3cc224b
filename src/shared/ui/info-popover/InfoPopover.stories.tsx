import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { InfoPopover } from './InfoPopover';

/** Storybook keeps function args apart from the render: the popover is rendered here, not passed as args. */
function ConnectionFigures() {
  return (
    <InfoPopover
      width="64"
      trigger={(props) => (
        <Button {...props} size="sm" variant="subtle">
          Good connection
        </Button>
      )}
    >
      {(Popover) => (
        <Popover.Body>
          <Popover.Title fontWeight="semibold" mb="2">
            Good connection
          </Popover.Title>
          <Text fontSize="sm">Round-trip time 42 ms, jitter 3 ms, no packet loss.</Text>
        </Popover.Body>
      )}
    </InfoPopover>
  );
}

const meta = {
  title: 'Design system/InfoPopover',
  component: InfoPopover,
  // Required props of the component; the story renders its own popover.
  args: { trigger: () => null, children: () => null },
  render: () => <ConnectionFigures />,
} satisfies Meta<typeof InfoPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the button shows the figures beside it; a second press hides them. */
export const Pressed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Good connection' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Good connection' });
    await expect(panel).toHaveTextContent('Round-trip time 42 ms');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** From the keyboard, in dark mode on a phone: Enter shows it, Escape hides it and focus returns. */
export const KeyboardDarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Good connection' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Good connection' });
    // Visible once its opening animation has run.
    await waitFor(() => expect(panel).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
