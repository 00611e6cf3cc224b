import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { simulateUserJoin, simulateUserSpeaking } from '@mocks/browser/peers';
import { $hostReconnecting } from '@/entities/call';
import { callReady, shown, withCallRoom } from '../../../../tests/stories/call-room';
import { scopeOf } from '../../../../tests/stories/portal';
import { HostCallPage } from './HostCallPage';

/**
 * The host room against the in-browser mock backend: virtual participants join, speak and leave through the
 * mock's realtime channel (no second browser). The microphone is a generated tone, or refused.
 */
const meta = {
  title: 'Pages/HostCallPage',
  component: HostCallPage,
  parameters: { layout: 'fullscreen', scenario: 'default' },
  decorators: [withCallRoom({ role: 'host' })],
} satisfies Meta<typeof HostCallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function joinRavi(canvasElement: HTMLElement) {
  const meetingId = await callReady();
  await within(canvasElement).findByText('Waiting for participants to join...');
  const peer = await simulateUserJoin(meetingId, { userId: 'PA100001' });
  await within(canvasElement).findByRole('listitem', { name: 'Ravi Kumar, Connected' });
  return peer;
}

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for participants to join...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    await expect(canvas.getByLabelText('0 participants')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unmuted' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WaitingDark: Story = { ...Waiting, globals: { theme: 'dark' } };

export const OneParticipant: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('1 participants')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mute Ravi Kumar' })).toBeVisible();
  },
};

export const OneParticipantDark: Story = { ...OneParticipant, globals: { theme: 'dark' } };

export const Speaking: Story = {
  play: async ({ canvasElement }) => {
    const peer = await joinRavi(canvasElement);
    await simulateUserSpeaking(peer, true);
    const tile = await within(canvasElement).findByRole('listitem', { name: 'Ravi Kumar, Speaking' });
    await expect(tile).toHaveAttribute('data-speaking', 'true');
  },
};

export const SpeakingDark: Story = { ...Speaking, globals: { theme: 'dark' } };

/** The host mutes the participant from the tile, and mutes their own microphone. */
export const Muted: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute Ravi Kumar' }));
    await canvas.findByRole('listitem', { name: 'Ravi Kumar, Muted' });
    await expect(canvas.getByRole('button', { name: 'Unmute Ravi Kumar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Unmuted' }));
    await expect(canvas.getByRole('button', { name: 'Muted' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Your microphone is muted')).toBeInTheDocument();
  },
};

export const MicrophoneDenied: Story = {
  parameters: { callRoom: { microphone: 'denied' } },
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Microphone access denied. Please enable microphone in your browser settings and refresh.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const MicrophoneDeniedDark: Story = { ...MicrophoneDenied, globals: { theme: 'dark' } };

/** Reconnecting is preset in the scope: the mock cannot cut the page's own network. */
export const Reconnecting: Story = {
  play: async (context) => {
    await callReady();
    const canvas = within(context.canvasElement);
    await canvas.findByText('Waiting for participants to join...');
    await allSettled($hostReconnecting, { scope: scopeOf(context.loaded), params: true });
    await expect(await canvas.findByText('Reconnecting...')).toBeVisible();
  },
};

export const EndCallDialog: Story = {
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End Call' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'End Call' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const EndCallDialogDark: Story = { ...EndCallDialog, globals: { theme: 'dark' } };

export const AudioSettings: Story = {
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Audio Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Audio Settings' });
    await shown(within(dialog).getByLabelText('Input device'));
    await expect(within(dialog).getByLabelText('Output device')).toBeInTheDocument();
    const toggle = within(dialog).getByRole('checkbox', { name: /Auto Local Recording/ });
    await userEvent.click(toggle);
    await shown(await body.findByText('Recording preference saved'));
  },
};

export const CreateUser: Story = {
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create new user' }));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('dialog', { name: 'Create User' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Kiran Das');
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    await shown(await body.findByRole('dialog', { name: 'User Created Successfully' }));
  },
};

export const CreateUserDark: Story = { ...CreateUser, globals: { theme: 'dark' } };
