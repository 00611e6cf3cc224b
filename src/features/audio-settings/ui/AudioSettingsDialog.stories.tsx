import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  $inputDeviceId,
  $localStream,
  $outputDeviceId,
  micRequested,
  microphoneSourceSet,
  type MicrophoneSource,
} from '@/entities/microphone';
import { $token, $user } from '@/entities/user';
import { API_PATHS } from '@/shared/api';
import { Button } from '@/shared/ui';
import { fire, fireOnMount, type FireStep } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, scopeOf, shown } from '../../../../tests/stories/portal';
import { $audioSettingsOpen, $autoLocalRecording, audioSettingsOpened } from '../model/audio-settings';
import { AudioSettingsDialog } from './AudioSettingsDialog';
import { refused, unanswered } from '../../../../tests/stories/msw';

/** What `navigator.mediaDevices.enumerateDevices` reports in a story (`parameters.audioDevices`). */
interface StoryDevices {
  inputs: { deviceId: string; label: string }[];
  outputs: { deviceId: string; label: string }[];
}

const DEVICES: StoryDevices = {
  inputs: [
    { deviceId: 'mic-builtin', label: 'Built-in Microphone' },
    { deviceId: 'mic-usb', label: 'USB Headset Microphone' },
  ],
  outputs: [
    { deviceId: 'speaker-builtin', label: 'Built-in Speakers' },
    { deviceId: 'speaker-usb', label: 'USB Headset' },
  ],
};

function deviceInfo(kind: MediaDeviceKind, { deviceId, label }: { deviceId: string; label: string }) {
  return { deviceId, label, kind, groupId: 'story', toJSON: () => ({}) } as MediaDeviceInfo;
}

/** Device ids the dialog asked the microphone for (the stand-in for getUserMedia records them). */
const micRequests: (string | null)[] = [];
const storyMicrophone: MicrophoneSource = async (deviceId) => {
  micRequests.push(deviceId);
  return new MediaStream();
};

/**
 * The browser boundary, stubbed per story: the listed devices (`parameters.audioDevices`) and, with
 * `parameters.outputSelection: 'unsupported'`, a browser without `HTMLMediaElement.setSinkId`.
 */
function stubBrowser({ parameters }: { parameters: Record<string, unknown> }) {
  micRequests.length = 0;
  const devices = (parameters.audioDevices as StoryDevices | undefined) ?? DEVICES;
  const enumerate = spyOn(navigator.mediaDevices, 'enumerateDevices').mockResolvedValue([
    ...devices.inputs.map((device) => deviceInfo('audioinput', device)),
    ...devices.outputs.map((device) => deviceInfo('audiooutput', device)),
  ]);
  const sinkId = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'setSinkId');
  if (parameters.outputSelection === 'unsupported') {
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'setSinkId');
  }
  return () => {
    enumerate.mockRestore();
    if (sinkId && !('setSinkId' in HTMLMediaElement.prototype)) {
      Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', sinkId);
    }
  };
}

/** Stores the host's preference on the mock backend before the dialog opens (no toast: not via the model). */
function recordingSaved(autoLocalRecording: boolean): FireStep {
  return async (scope) => {
    const response = await fetch(API_PATHS.host(scope.getState($user)?._id ?? ''), {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${scope.getState($token) ?? ''}`,
      },
      body: JSON.stringify({ autoLocalRecording }),
    });
    if (!response.ok) throw new Error(`story setup: saving the preference failed (${response.status})`);
  };
}

// The dialog opens in a call room, which holds the microphone.
const openDialog = fireOnMount(
  fire(microphoneSourceSet, storyMicrophone),
  fire(micRequested),
  fire(audioSettingsOpened),
);
const openWithRecordingOn = fireOnMount(
  fire(microphoneSourceSet, storyMicrophone),
  fire(micRequested),
  recordingSaved(true),
  fire(audioSettingsOpened),
);

const meta = {
  title: 'Features/AudioSettingsDialog',
  component: AudioSettingsDialog,
  args: { showRecordingSwitch: true },
  parameters: { scenario: 'default' },
  beforeEach: stubBrowser,
  decorators: [withHostSession],
} satisfies Meta<typeof AudioSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog() {
  const dialog = await shown(body().findByRole('dialog', { name: 'Audio Settings' }));
  return { element: dialog, dialog: within(dialog) };
}

const recordingSwitch = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('checkbox', { name: /^Auto Local Recording/ });

async function optionsOf(select: HTMLElement) {
  return Array.from((select as HTMLSelectElement).options).map((option) => option.text);
}

/** The devices the browser reports, the host's saved preference (off); choosing a microphone opens it in place of the default. */
export const Default: Story = {
  decorators: [openDialog],
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const { dialog } = await findDialog();
    const input = dialog.getByLabelText('Input device');
    const output = dialog.getByLabelText('Output device');
    await waitFor(() =>
      expect(optionsOf(input)).resolves.toEqual([
        'Default microphone',
        'Built-in Microphone',
        'USB Headset Microphone',
      ]),
    );
    await expect(optionsOf(output)).resolves.toEqual(['Default speaker', 'Built-in Speakers', 'USB Headset']);
    await expect(input).toHaveValue('');
    await expect(output).toBeEnabled();
    await expect(recordingSwitch(dialog)).not.toBeChecked();

    await userEvent.selectOptions(input, 'USB Headset Microphone');
    await expect(input).toHaveValue('mic-usb');
    await expect(scope.getState($inputDeviceId)).toBe('mic-usb');
    await waitFor(() => expect(micRequests).toEqual([null, 'mic-usb']));
    await expect(scope.getState($localStream)).not.toBeNull();

    await userEvent.selectOptions(output, 'USB Headset');
    await expect(output).toHaveValue('speaker-usb');
    await expect(scope.getState($outputDeviceId)).toBe('speaker-usb');
  },
};

/** No `setSinkId` (e.g. Safari, Firefox): the output choice is disabled and says why. */
export const OutputSelectionUnsupported: Story = {
  decorators: [openDialog],
  parameters: { outputSelection: 'unsupported' },
  play: async () => {
    const { dialog } = await findDialog();
    const output = dialog.getByLabelText('Output device');
    await expect(output).toBeDisabled();
    await expect(output).toHaveDisplayValue('Not supported in this browser');
    await expect(dialog.getByLabelText('Input device')).toBeEnabled();
  },
};

/** Nothing plugged in (or no permission yet): the input choice says so. */
export const NoMicrophones: Story = {
  decorators: [openDialog],
  parameters: { audioDevices: { inputs: [], outputs: [] } satisfies StoryDevices },
  play: async () => {
    const { dialog } = await findDialog();
    const input = dialog.getByLabelText('Input device');
    await expect(input).toHaveDisplayValue('No microphones found');
    await expect(optionsOf(input)).resolves.toEqual(['No microphones found']);
    await expect(optionsOf(dialog.getByLabelText('Output device'))).resolves.toEqual(['Default speaker']);
  },
};

/** Participants see the devices only: the recording preference is the host's. */
export const Participant: Story = {
  decorators: [openDialog],
  args: { showRecordingSwitch: false },
  play: async () => {
    const { dialog } = await findDialog();
    await expect(dialog.getByLabelText('Input device')).toBeVisible();
    await expect(dialog.queryByRole('checkbox')).toBeNull();
    await expect(dialog.queryByText('Auto Local Recording')).toBeNull();
  },
};

/** Turning 'Auto Local Recording' on saves it on the server and confirms with a toast. */
export const TurnRecordingOn: Story = {
  decorators: [openDialog],
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const { dialog } = await findDialog();
    const toggle = recordingSwitch(dialog);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(dialog.getByText('Auto Local Recording'));
    await shown(body().findByText('Recording preference saved'));
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    await expect(scope.getState($autoLocalRecording)).toBe(true);
    const response = await fetch(API_PATHS.host(scope.getState($user)?._id ?? ''), {
      headers: { accept: 'application/json', authorization: `Bearer ${scope.getState($token) ?? ''}` },
    });
    await expect(response.json()).resolves.toMatchObject({ autoLocalRecording: true });
  },
};

/** A host who saved the preference earlier sees it on; turning it off saves too. */
export const RecordingOn: Story = {
  decorators: [openWithRecordingOn],
  play: async ({ loaded }) => {
    const { dialog } = await findDialog();
    const toggle = recordingSwitch(dialog);
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await shown(body().findByText('Recording preference saved'));
    await expect(toggle).not.toBeChecked();
    await expect(scopeOf(loaded).getState($autoLocalRecording)).toBe(false);
  },
};

/** While the preference is saving the switch cannot be flipped again. */
export const SavingRecording: Story = {
  decorators: [openDialog],
  parameters: {
    msw: {
      handlers: [unanswered('put', '*/api/hosts/:id')],
    },
  },
  play: async () => {
    const { dialog } = await findDialog();
    const toggle = recordingSwitch(dialog);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    await expect(toggle).toBeChecked();
    await expect(body().queryByText('Recording preference saved')).toBeNull();
  },
};

/** The server refuses: an error toast, and the switch goes back to what is saved. */
export const SaveRecordingFails: Story = {
  decorators: [openDialog],
  parameters: {
    msw: {
      handlers: [refused('put', '*/api/hosts/:id', 500, 'Internal server error')],
    },
  },
  play: async ({ loaded }) => {
    const { dialog } = await findDialog();
    const toggle = recordingSwitch(dialog);
    await userEvent.click(toggle);
    await shown(body().findByText('Failed to save recording preference'));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(toggle).toBeEnabled();
    await expect(scopeOf(loaded).getState($autoLocalRecording)).toBe(false);
    await expect(body().queryByText('Recording preference saved')).toBeNull();
  },
};

/** Done closes it (the close button and Escape: `KeyboardFocus`). */
export const Close: Story = {
  decorators: [openDialog],
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const { dialog } = await findDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(scope.getState($audioSettingsOpen)).toBe(false);
  },
};

function OpenerAndDialog(props: Parameters<typeof AudioSettingsDialog>[0]) {
  const open = useUnit(audioSettingsOpened);
  return (
    <>
      <Button onClick={() => open()}>Audio settings</Button>
      <AudioSettingsDialog {...props} />
    </>
  );
}

/**
 * Opened from a button as in the call room: focus stays inside while open; Escape and the close button close it
 * and focus returns to the button.
 */
export const KeyboardFocus: Story = {
  decorators: [fireOnMount(fire(microphoneSourceSet, storyMicrophone))],
  render: (args) => <OpenerAndDialog {...args} />,
  play: async ({ canvasElement, loaded }) => {
    const opener = await within(canvasElement).findByRole('button', { name: 'Audio settings' });
    await userEvent.click(opener);
    const { element } = await findDialog();
    await waitFor(() => expect(element).toContainElement(document.activeElement as HTMLElement));
    // More Tabs than focusable elements: focus wraps around inside the dialog.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(element).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(scopeOf(loaded).getState($audioSettingsOpen)).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    const { dialog } = await findDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
export const RecordingOnDark: Story = { ...RecordingOn, globals: { theme: 'dark' } };
export const Mobile: Story = { ...TurnRecordingOn, globals: { viewport: { value: 'mobile' } } };
