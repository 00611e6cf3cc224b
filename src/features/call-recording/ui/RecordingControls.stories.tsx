import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fireOnMount, type FireStep } from '../../../../tests/stories/fire-on-mount';
import {
  $recordingBusy,
  $recordingStartedAt,
  $recordingState,
  type RecordingState,
} from '../model/recording';
import { RecordButton } from './RecordButton';
import { RecordingIndicator } from './RecordingIndicator';

/** Puts the recording model in a state (stores are set directly: no microphone or disk in a story). */
/** `startedAgoMs`: how long ago the recording started, counted when the story mounts (not when the file loads). */
function inState(state: RecordingState, startedAgoMs: number | null = null, busy = false): FireStep {
  return async (scope) => {
    const startedAt = startedAgoMs === null ? null : Date.now() - startedAgoMs;
    await allSettled($recordingStartedAt, { scope, params: startedAt });
    await allSettled($recordingBusy, { scope, params: busy });
    await allSettled($recordingState, { scope, params: state });
  };
}

/** The header badge and the footer control of the host call room, side by side. */
function Controls() {
  return (
    <HStack gap="4" justify="space-between" borderWidth="1px" borderRadius="md" p="3">
      <RecordingIndicator />
      <RecordButton />
    </HStack>
  );
}

const meta = {
  title: 'Features/Call recording/Controls',
  component: Controls,
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  decorators: [fireOnMount(inState('idle'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named by what a press does ('Record', 'Stop Recording'), with no pressed state to contradict it.
    const button = await canvas.findByRole('button', { name: 'Record' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    await expect(canvas.queryByRole('timer')).toBeNull();
    // Reachable by keyboard with a visible focus.
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
export const IdleDark: Story = { ...Idle, globals: { theme: 'dark' } };

export const Recording: Story = {
  decorators: [fireOnMount(inState('recording', 83_000))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Stop Recording' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    const timer = await canvas.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(/^1:2\d$/));
    // The elapsed time moves on every second.
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    await expect(canvas.getByText('Recording started')).toBeInTheDocument();
  },
};
export const RecordingDark: Story = { ...Recording, globals: { theme: 'dark' } };
export const RecordingMobile: Story = { ...Recording, globals: { viewport: { value: 'mobile' } } };

export const Starting: Story = {
  decorators: [fireOnMount(inState('idle', null, true))],
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Starting/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
export const StartingDark: Story = { ...Starting, globals: { theme: 'dark' } };
