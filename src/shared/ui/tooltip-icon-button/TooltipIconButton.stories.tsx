import { HStack } from '@chakra-ui/react';
import Ban from 'lucide-react/icons/ban';
import MicOff from 'lucide-react/icons/mic-off';
import UserX from 'lucide-react/icons/user-x';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TooltipIconButton } from './TooltipIconButton';

const meta = {
  title: 'Design system/TooltipIconButton',
  component: TooltipIconButton,
  args: { 'aria-label': 'Kick Ravi Kumar', tooltip: 'Kick', children: <UserX aria-hidden />, onClick: fn() },
} satisfies Meta<typeof TooltipIconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the hint as hover does, and Escape hides it; the button keeps its full name. */
export const Focused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Kick Ravi Kumar' });
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Kick');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The compact participant actions as the host room's tile shows them, in dark mode. */
export const CompactActionsDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <HStack gap="1">
      <TooltipIconButton aria-label="Unmute Ravi Kumar" tooltip="Unmute" colorPalette="red">
        <MicOff aria-hidden />
      </TooltipIconButton>
      <TooltipIconButton aria-label="Kick Ravi Kumar" tooltip="Kick" colorPalette="orange">
        <UserX aria-hidden />
      </TooltipIconButton>
      <TooltipIconButton aria-label="Disable Ravi Kumar" tooltip="Disable" colorPalette="red">
        <Ban aria-hidden />
      </TooltipIconButton>
    </HStack>
  ),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Disable Ravi Kumar' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Disable');
  },
};
