import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { simulateUserJoin, simulateUserLeave, simulateUserSpeaking } from '@mocks/browser/peers';
import { $hostReconnecting } from '@/entities/host-room';
import { callReady, shown, withCallRoom } from '../../../../tests/stories/call-room';
import { body, scopeOf } from '../../../../tests/stories/portal';
import { HostCallPage } from './HostCallPage';
import { unanswered } from '../../../../tests/stories/msw';

/**
 * The host room against the in-browser mock backend: virtual participants join, speak and leave through the
 * mock's realtime channel (no second browser). The microphone is a generated tone, or refused.
 */
const meta = {
  title: 'Pages/HostCallPage',
  component: HostCallPage,
  parameters: { layout: 'fullscreen', scenario: 'default', recordsCalls: true },
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
    // What a screen reader reads for the header's badges.
    await expect(canvas.getByTestId('participant-count')).toHaveTextContent(/^0 participants$/);
    await expect(canvas.getByTestId('elapsed-time')).toHaveTextContent(/^Elapsed time \d\d:\d\d:\d\d$/);
    await expect(canvas.getByRole('button', { name: 'Mute' })).not.toHaveAttribute('aria-pressed');
    // The meeting id to share, with its copy action.
    const meetingId = within(canvas.getByRole('group', { name: 'Meeting ID' }));
    await expect(meetingId.getByText(await callReady())).toBeVisible();
    await expect(meetingId.getByRole('button', { name: 'Copy Meeting ID' })).toBeEnabled();
  },
};

export const WaitingDark: Story = { ...Waiting, globals: { theme: 'dark' } };
export const WaitingMobile: Story = { ...Waiting, globals: { viewport: { value: 'mobile' } } };

/** A phone on its side: the meeting ID to share and its copy button stay above the room's footer. */
export const WaitingMobileLandscape: Story = {
  globals: { viewport: { value: 'mobileLandscape' } },
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for participants to join...')).toBeVisible();
    const copy = within(canvas.getByRole('group', { name: 'Meeting ID' })).getByRole('button', {
      name: 'Copy Meeting ID',
    });
    const footer = canvasElement.querySelector('footer');
    if (!footer) throw new Error('no footer');
    await expect(copy.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top);
  },
};

/** A small phone held upright: the whole waiting card, meeting ID included, stays above the room's footer. */
export const WaitingShortPhone: Story = {
  globals: { viewport: { value: 'mobileShort' } },
  play: async ({ canvasElement }) => {
    await callReady();
    const card = await within(canvasElement).findByTestId('waiting-card');
    await expect(within(card).getByRole('group', { name: 'Meeting ID' })).toBeVisible();
    const footer = canvasElement.querySelector('footer');
    if (!footer) throw new Error('no footer');
    await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top);
  },
};

export const OneParticipant: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('participant-count')).toHaveTextContent(/^1 participant$/);
    await expect(canvas.getByText('Ravi Kumar joined')).toHaveAttribute('aria-live', 'polite');
    // The one participant is large and centred, with labelled actions.
    const tile = canvas.getByRole('listitem', { name: 'Ravi Kumar, Connected' });
    for (const [name, text] of [
      ['Mute Ravi Kumar', 'Mute'],
      ['Kick Ravi Kumar', 'Kick'],
      ['Disable Ravi Kumar', 'Disable'],
    ]) {
      await expect(within(tile).getByRole('button', { name })).toHaveTextContent(text as string);
    }
    const main = canvasElement.querySelector('main')?.getBoundingClientRect();
    const box = tile.getBoundingClientRect();
    if (!main) throw new Error('no main landmark');
    await expect(Math.abs(box.left + box.width / 2 - (main.left + main.width / 2))).toBeLessThan(2);
    await expect(box.width).toBeGreaterThan(300);
  },
};

export const OneParticipantDark: Story = { ...OneParticipant, globals: { theme: 'dark' } };
export const OneParticipantDesktop: Story = {
  ...OneParticipant,
  globals: { viewport: { value: 'desktop' } },
};
export const OneParticipantMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const tile = within(canvasElement).getByRole('listitem', { name: 'Ravi Kumar, Connected' });
    await expect(within(tile).getByRole('button', { name: 'Disable Ravi Kumar' })).toBeVisible();
    await expect(tile.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** A phone on its side: the participant's actions sit above the room's footer, no scrolling needed. */
export const OneParticipantMobileLandscape: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobileLandscape' } },
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const tile = within(canvasElement).getByRole('listitem', { name: 'Ravi Kumar, Connected' });
    const footer = canvasElement.querySelector('footer');
    if (!footer) throw new Error('no footer');
    for (const name of ['Mute Ravi Kumar', 'Kick Ravi Kumar', 'Disable Ravi Kumar']) {
      const action = within(tile).getByRole('button', { name });
      await expect(action).toBeVisible();
      await expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        footer.getBoundingClientRect().top,
      );
    }
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Speaking: Story = {
  play: async ({ canvasElement }) => {
    const peer = await joinRavi(canvasElement);
    await simulateUserSpeaking(peer, true);
    const tile = await within(canvasElement).findByRole('listitem', { name: 'Ravi Kumar, Speaking' });
    await expect(tile).toHaveAttribute('data-speaking', 'true');
  },
};

export const SpeakingDark: Story = { ...Speaking, globals: { theme: 'dark' } };
export const SpeakingMobile: Story = { ...Speaking, globals: { viewport: { value: 'mobile' } } };

/** A keyboard user records, stops and saves: focus stays on the control throughout and comes back to it. */
export const RecordByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    const record = canvas.getByRole('button', { name: 'Record' });
    record.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(record).toHaveAccessibleName('Stop Recording'));
    await expect(record).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const saveDialog = await body().findByRole('dialog', { name: 'Save recording?' });
    await shown(saveDialog);
    const dialog = within(saveDialog);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save Recording' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Save recording?' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Record' })).toHaveFocus());
  },
};

/**
 * Recording on a phone with a participant: the header's badges take a row below the title, whose row keeps the
 * create-user button (the story harness checks that the page is no wider than the phone).
 */
export const RecordingMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(await canvas.findByRole('button', { name: 'Stop Recording' })).toBeVisible();
    const recording = await canvas.findByTestId('recording-indicator');
    const createUser = canvas.getByRole('button', { name: 'Create new user' });
    for (const control of [recording, canvas.getByTestId('connection-quality'), createUser]) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    await expect(createUser.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      recording.getBoundingClientRect().top,
    );
  },
};

/** The narrowest phone, recording: the footer's four controls take two rows, a pair on each. */
export const RecordingSmallPhone: Story = {
  globals: { viewport: { value: 'mobileSmall' } },
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    const stop = await canvas.findByRole('button', { name: 'Stop Recording' });
    const top = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().top;
    await expect(top('Audio Settings')).toBe(top('Mute'));
    await expect(stop.getBoundingClientRect().top).toBe(top('End Call'));
    await expect(top('End Call')).toBeGreaterThan(top('Audio Settings'));
  },
};

/** The host mutes the participant from the tile, and mutes their own microphone. */
export const Muted: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute Ravi Kumar' }));
    await canvas.findByRole('listitem', { name: 'Ravi Kumar, Muted' });
    // Named by what a press does next, with no pressed state to contradict it ('Unmute, pressed').
    await expect(canvas.getByRole('button', { name: 'Unmute Ravi Kumar' })).not.toHaveAttribute(
      'aria-pressed',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(canvas.getByRole('button', { name: 'Unmute' })).not.toHaveAttribute('aria-pressed');
    await expect(canvas.getByText('Your microphone is muted')).toBeInTheDocument();
  },
};

export const MutedMobileDark: Story = { ...Muted, globals: { theme: 'dark', viewport: { value: 'mobile' } } };

/** Kick asks first: Cancel keeps the participant, Kick removes them and the room waits again. */
export const KickConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Kick Ravi Kumar' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Kick Ravi Kumar' });
    await shown(dialog);
    await expect(within(dialog).getByText('They leave the call now and can join it again.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('listitem', { name: 'Ravi Kumar, Connected' })).toBeVisible();
    // Cancelled, the tile stays: focus is back on the button that opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kick Ravi Kumar' })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Kick Ravi Kumar' }));
    dialog = await body.findByRole('alertdialog', { name: 'Kick Ravi Kumar' });
    await shown(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kick' }));
    await shown(await body.findByText('User kicked from call'));
    const waiting = await canvas.findByText('Waiting for participants to join...');
    await expect(waiting).toBeVisible();
    await expect(canvas.getByText('Ravi Kumar left')).toHaveAttribute('aria-live', 'polite');
    // The kicked tile took the focused Kick button with it: focus moves to the waiting card, not the page's top.
    await waitFor(() => expect(waiting.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * The participant leaves while the host's keyboard is on their tile: focus stays in the room, on the card. A tile
 * that only changes moves no focus.
 */
export const LeftWhileFocused: Story = {
  play: async ({ canvasElement }) => {
    const peer = await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    const mute = canvas.getByRole('button', { name: 'Mute Ravi Kumar' });
    // Focus left on the page itself stays there while the tile only changes (Ravi speaks).
    mute.focus();
    mute.blur();
    await simulateUserSpeaking(peer, true);
    await canvas.findByRole('listitem', { name: 'Ravi Kumar, Speaking' });
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await simulateUserSpeaking(peer, false);
    mute.focus();
    await expect(mute).toHaveFocus();
    await simulateUserLeave(peer);
    const waiting = await canvas.findByText('Waiting for participants to join...');
    await waitFor(() => expect(waiting.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText('Ravi Kumar left')).toHaveAttribute('aria-live', 'polite');
  },
};

export const KickConfirmationDark: Story = { ...KickConfirmation, globals: { theme: 'dark' } };

export const DisableConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await joinRavi(canvasElement);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable Ravi Kumar' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Disable Ravi Kumar' });
    await shown(dialog);
    await expect(
      within(dialog).getByText(/cannot sign in until their account is enabled again/),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Disable' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('listitem', { name: 'Ravi Kumar, Connected' })).toBeVisible();
    // Cancelled, the tile stays: focus is back on the button that opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Disable Ravi Kumar' })).toHaveFocus());
  },
};

export const DisableConfirmationMobile: Story = {
  ...DisableConfirmation,
  globals: { viewport: { value: 'mobile' } },
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
    // Nothing is sent without a microphone: the toggle stays muted and cannot be unmuted.
    const toggle = canvas.getByRole('button', { name: 'Unmute' });
    await expect(toggle).toBeDisabled();
    // The banner's alert says it, once: the room's own status region does not repeat it.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Microphone access denied');
    await expect(canvas.queryByText('Your microphone is unavailable')).toBeNull();
  },
};

export const MicrophoneDeniedDark: Story = { ...MicrophoneDenied, globals: { theme: 'dark' } };

/** Reconnecting is preset in the scope: the mock cannot cut the page's own network. */
export const Reconnecting: Story = {
  play: async (context) => {
    await callReady();
    const canvas = within(context.canvasElement);
    await canvas.findByText('Waiting for participants to join...');
    // The story's set-up may re-bridge the socket once more (a connect clears the flag): set it until shown.
    const scope = scopeOf(context.loaded);
    const bar = () => canvas.getAllByText('Reconnecting...').find((node) => !node.hasAttribute('aria-live'));
    await waitFor(async () => {
      await allSettled($hostReconnecting, { scope, params: true });
      await expect(bar()).toBeVisible();
    });
    // Spoken from a live region that was there before the change, and so is the way back.
    const spoken = canvas.getAllByText('Reconnecting...').find((node) => node.hasAttribute('aria-live'));
    await expect(spoken).toBeDefined();
    await allSettled($hostReconnecting, { scope, params: false });
    await waitFor(() => expect(spoken).toHaveTextContent('Reconnected'));
  },
};

export const EndCallDialog: Story = {
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End Call' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'End Call' });
    // The dialog moves focus to Cancel once it has opened, a moment after it is in the document.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const EndCallDialogDark: Story = { ...EndCallDialog, globals: { theme: 'dark' } };

/** Ending: while the server ends the call the room says it is preparing to leave, and nothing else can start. */
export const Ending: Story = {
  parameters: { msw: { handlers: [unanswered('post', '*/api/calls/:id/end')] } },
  play: async ({ canvasElement }) => {
    await callReady();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End Call' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'End Call' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'End Call' }));
    await expect(await canvas.findByText('Preparing to leave call...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End Call' })).toBeDisabled();
  },
};

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
    await shown(form);
    const name = within(form).getByLabelText(/Name/);
    // The dialog takes pointer input only once its opening transition ends.
    await waitFor(() => expect(getComputedStyle(name).pointerEvents).not.toBe('none'));
    await userEvent.type(name, 'Kiran Das');
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    await shown(await body.findByRole('dialog', { name: 'User Created Successfully' }));
  },
};

/** The create-user form in the dark room (the flow itself is the light story's). */
export const CreateUserDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await callReady();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create new user' }));
    const form = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create User' });
    await shown(form);
    await expect(within(form).getByLabelText(/Name/)).toBeVisible();
  },
};
export const MicrophoneDeniedMobile: Story = {
  ...MicrophoneDenied,
  globals: { viewport: { value: 'mobile' } },
};
export const ReconnectingDarkMobile: Story = {
  ...Reconnecting,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

// GET /api/calls/{id} as the room asks for its call; the story set-up's own GET /api/calls/active goes on to
// the mock backend.
const roomCall = (resolve: (callId: string) => Promise<Response>) =>
  http.get('*/api/calls/:id', ({ params }) =>
    params.id === 'active' ? undefined : resolve(String(params.id)),
  );

/** While the room's call loads, the page says it is connecting. */
export const ConnectingToCall: Story = {
  parameters: {
    msw: {
      handlers: [
        roomCall(async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await callReady();
    await expect(await within(canvasElement).findByText('Connecting to call...')).toBeVisible();
  },
};
export const ConnectingToCallDark: Story = { ...ConnectingToCall, globals: { theme: 'dark' } };

/** A call that could not be loaded sends the host back with the reason. */
export const CallFailedToLoad: Story = {
  parameters: {
    msw: { handlers: [roomCall(async () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async () => {
    await callReady();
    await shown(await within(document.body).findByText('Failed to load call', {}, { timeout: 5000 }));
  },
};

/** A call that has ended meanwhile cannot be entered: the host is told and sent back. */
export const CallNotActive: Story = {
  parameters: {
    msw: {
      handlers: [
        roomCall(async (id) => {
          const startedAt = new Date(Date.now() - 3_600_000).toISOString();
          return HttpResponse.json({
            call: {
              _id: id,
              meetingId: 'ended-meeting',
              hostId: 'host',
              hostName: 'Asha Verma',
              hostProfilePicture: '',
              title: 'New Call',
              type: 'audio',
              status: 'ended',
              startedAt,
              startTime: startedAt,
              endTime: new Date().toISOString(),
              participants: [],
            },
          });
        }),
      ],
    },
  },
  play: async () => {
    await callReady();
    await shown(await within(document.body).findByText('Call is not active', {}, { timeout: 5000 }));
  },
};
export const CallNotActiveMobile: Story = { ...CallNotActive, globals: { viewport: { value: 'mobile' } } };
