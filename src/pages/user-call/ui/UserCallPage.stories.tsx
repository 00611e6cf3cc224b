import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { simulateHostEvent, simulateUserJoin } from '@mocks/browser/peers';
import { $roomNotice, $userReconnecting, $userRoomPhase } from '@/entities/user-room';
import { callReady, shown, storyCall, withCallRoom } from '../../../../tests/stories/call-room';
import { body, scopeOf } from '../../../../tests/stories/portal';
import { UserCallPage } from './UserCallPage';
import { unanswered } from '../../../../tests/stories/msw';

/**
 * The user room against the in-browser mock backend. The host's side is a virtual peer sending realtime
 * events (speaking, muted, kick, disable, end). The mock has no WebRTC peer, so "connected" (ICE up) and
 * "reconnecting" are preset in the story's scope.
 */
const meta = {
  title: 'Pages/UserCallPage',
  component: UserCallPage,
  parameters: { layout: 'fullscreen', scenario: 'default' },
  decorators: [withCallRoom({ role: 'user' })],
} satisfies Meta<typeof UserCallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = { canvasElement: HTMLElement; loaded: Record<string, unknown> };

/** Joined and (preset) connected: the hold-to-speak control is live. */
async function connected(context: Context) {
  const meetingId = await callReady();
  const canvas = within(context.canvasElement);
  await canvas.findByText(`Meeting ID: ${meetingId}`);
  await allSettled($userRoomPhase, { scope: scopeOf(context.loaded), params: 'connected' });
  await waitFor(() => expect(canvas.getByTestId('host-status')).toHaveTextContent('Connected'));
  return canvas;
}

export const Connected: Story = {
  play: async (context) => {
    const canvas = await connected(context);
    await expect(canvas.getByText('Asha Verma')).toBeVisible();
    const talk = canvas.getByRole('button', { name: 'Hold to Speak' });
    await expect(talk).toHaveAttribute('aria-pressed', 'false');
    // Pointer events as the browser sends them (user-event's synthetic pointer release is not delivered here).
    await fireEvent.pointerDown(talk, { pointerId: 1, button: 0, pointerType: 'mouse' });
    await expect(await canvas.findByRole('button', { name: 'Speaking' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await fireEvent.pointerUp(talk, { pointerId: 1, button: 0, pointerType: 'mouse' });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Hold to Speak' })).toHaveAttribute('aria-pressed', 'false'),
    );
  },
};

export const ConnectedDark: Story = { ...Connected, globals: { theme: 'dark' } };

/** A sub-user's call room is mostly used on a phone. */
export const ConnectedMobile: Story = { ...Connected, globals: { viewport: { value: 'mobile' } } };

/** A phone on its side: the host's card and Hold to Speak stand side by side, with Leave, all on screen. */
export const ConnectedMobileLandscape: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobileLandscape' } },
  play: async (context) => {
    const canvas = await connected(context);
    const talk = canvas.getByRole('button', { name: 'Hold to Speak' });
    for (const control of [talk, canvas.getByRole('button', { name: 'Leave' })]) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    const card = canvas.getByTestId('host-status').getBoundingClientRect();
    await expect(talk.getBoundingClientRect().left).toBeGreaterThan(card.right);
  },
};

/** A small phone held upright: the room tightens to fit the screen, its footer with Leave included. */
export const ConnectedShortPhone: Story = {
  globals: { viewport: { value: 'mobileShort' } },
  play: async (context) => {
    const canvas = await connected(context);
    await expect(canvas.getByRole('button', { name: 'Leave' })).toBeVisible();
    const footer = context.canvasElement.querySelector('footer');
    if (!footer) throw new Error('no footer');
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** The smallest phone: the room scrolls a little, and Settings and Leave stay on screen while it does. */
export const ConnectedSmallPhone: Story = {
  globals: { viewport: { value: 'mobileSmall' } },
  play: ConnectedShortPhone.play,
};

export const HostSpeaking: Story = {
  play: async (context) => {
    const canvas = await connected(context);
    await simulateHostEvent(storyCall.meetingId, 'host-speaking');
    await waitFor(() => expect(canvas.getByTestId('host-status')).toHaveTextContent('Speaking'));
    // A screen reader hears whose status changed, not a bare 'Speaking'.
    const announced = canvas.getByTestId('host-status').closest('[aria-live]');
    await expect(announced).toHaveTextContent('Asha Verma, Speaking');
    await expect(announced).toHaveAttribute('aria-atomic', 'true');
  },
};

export const HostSpeakingDark: Story = { ...HostSpeaking, globals: { theme: 'dark' } };
export const HostSpeakingMobileDark: Story = {
  ...HostSpeaking,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const MutedByHost: Story = {
  play: async (context) => {
    const canvas = await connected(context);
    const talk = canvas.getByRole('button', { name: 'Hold to Speak' });
    talk.focus();
    await simulateHostEvent(storyCall.meetingId, 'user-muted-by-host', { userId: 'PA100001' });
    await expect(await canvas.findByText('The host has muted you')).toBeVisible();
    await expect(talk).toHaveAttribute('aria-disabled', 'true');
    // A keyboard user keeps their place, and holding Space sends nothing.
    await expect(talk).toHaveFocus();
    await userEvent.keyboard('[Space>]');
    await expect(talk).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('[/Space]');
    // A screen reader hears it: the change is spoken from a live region that was there before it.
    await expect(canvas.getByText('The host muted you')).toHaveAttribute('aria-live', 'polite');
    await simulateHostEvent(storyCall.meetingId, 'user-unmuted-by-host', { userId: 'PA100001' });
    await waitFor(() =>
      expect(canvas.getByText('The host unmuted you')).toHaveAttribute('aria-live', 'polite'),
    );
    await expect(talk).not.toHaveAttribute('aria-disabled');
    await expect(talk).toHaveFocus();
  },
};

export const HostMuted: Story = {
  play: async (context) => {
    const canvas = await connected(context);
    await simulateHostEvent(storyCall.meetingId, 'host-muted');
    await waitFor(() => expect(canvas.getByTestId('host-status')).toHaveTextContent('Muted'));
  },
};

export const Reconnecting: Story = {
  play: async (context) => {
    await connected(context);
    const scope = scopeOf(context.loaded);
    await allSettled($userReconnecting, { scope, params: true });
    await shown(await body().findByRole('dialog', { name: 'Reconnecting...' }));
    await allSettled($userReconnecting, { scope, params: false });
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Reconnecting...' })).toBeNull());
    await expect(body().getByText('Reconnected')).toHaveAttribute('aria-live', 'polite');
  },
};

export const ReconnectingDark: Story = { ...Reconnecting, globals: { theme: 'dark' } };
export const ReconnectingMobile: Story = { ...Reconnecting, globals: { viewport: { value: 'mobile' } } };

export const MicrophonePermission: Story = {
  parameters: { callRoom: { microphone: 'denied' } },
  play: async () => {
    await callReady();
    const dialog = await body().findByRole('dialog', { name: 'Microphone Permission' });
    await shown(
      within(dialog).getByText(
        'Microphone access denied. Please enable microphone in your browser settings and refresh.',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const LeaveConfirmation: Story = {
  play: async (context) => {
    const canvas = await connected(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Leave Call' });
    await shown(within(dialog).getByText('Are you sure you want to leave the call?'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const LeaveConfirmationDark: Story = { ...LeaveConfirmation, globals: { theme: 'dark' } };
export const LeaveConfirmationMobile: Story = {
  ...LeaveConfirmation,
  globals: { viewport: { value: 'mobile' } },
};

export const Kicked: Story = {
  play: async (context) => {
    await connected(context);
    await simulateHostEvent(storyCall.meetingId, 'kick-user', { userId: 'PA100001' });
    // One message: the toast; no modal repeating it.
    const toasts = within(await body().findByRole('region', { name: /Notifications/ }));
    await shown(await toasts.findByText('You have been kicked from the call'));
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const Disabled: Story = {
  play: async (context) => {
    await connected(context);
    await simulateHostEvent(storyCall.meetingId, 'disable-user', { userId: 'PA100001' });
    // The sign-out closes the room (and its dialog) at once; the toast outlives it (spec 02 §4).
    const toasts = within(await body().findByRole('region', { name: /Notifications/ }));
    await shown(await toasts.findByText('Your account has been disabled'));
  },
};

export const HostEnded: Story = {
  play: async (context) => {
    await connected(context);
    await simulateHostEvent(storyCall.meetingId, 'host-disconnected');
    const toasts = within(await body().findByRole('region', { name: /Notifications/ }));
    await shown(await toasts.findByText('Host has ended the call'));
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const HostEndedDark: Story = { ...HostEnded, globals: { theme: 'dark' } };
export const HostEndedMobile: Story = { ...HostEnded, globals: { viewport: { value: 'mobile' } } };

/** Another user holds the only seat before this one joins. */
export const RoomFull: Story = {
  parameters: {
    callRoom: {
      before: async (meetingId: string) => {
        await simulateUserJoin(meetingId, { userId: 'PA100002' });
      },
    },
  },
  play: async () => {
    await callReady();
    const dialog = await body().findByRole('alertdialog', { name: 'Unable to join' });
    await shown(within(dialog).getByText('This call already has a participant. Please try again later.'));
    await shown(within(dialog).getByRole('button', { name: 'OK' }));
  },
};

/** Preset: the mock answers room-not-found only for calls it does not know, which the join API refuses first. */
export const RoomNotFound: Story = {
  play: async (context) => {
    await connected(context);
    await allSettled($roomNotice, { scope: scopeOf(context.loaded), params: 'room-not-found' });
    const dialog = await body().findByRole('alertdialog', { name: 'Unable to join' });
    await shown(within(dialog).getByText('Call room not found. The call may have ended.'));
  },
};
/** A device that can only call through a relay (an iPhone) when none is on offer: it is told why, and goes back. */
export const RelayMissing: Story = {
  play: async (context) => {
    await connected(context);
    await allSettled($roomNotice, { scope: scopeOf(context.loaded), params: 'relay-missing' });
    const dialog = await body().findByRole('alertdialog', { name: 'Unable to join' });
    await shown(within(dialog).getByText('This device needs a relay server to join calls'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};
export const RelayMissingDarkMobile: Story = {
  ...RelayMissing,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const MicrophonePermissionDarkMobile: Story = {
  ...MicrophonePermission,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const RoomFullDark: Story = { ...RoomFull, globals: { theme: 'dark' } };
export const RoomFullMobile: Story = { ...RoomFull, globals: { viewport: { value: 'mobile' } } };
export const MutedByHostDarkMobile: Story = {
  ...MutedByHost,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const KickedMobile: Story = { ...Kicked, globals: { viewport: { value: 'mobile' } } };

/** While the join request is out, the page says it is connecting. */
export const ConnectingToCall: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('post', '*/api/calls/:id/join')],
    },
  },
  play: async ({ canvasElement }) => {
    await callReady();
    await expect(await within(canvasElement).findByText('Connecting to call...')).toBeVisible();
  },
};
export const ConnectingToCallDarkMobile: Story = {
  ...ConnectingToCall,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
