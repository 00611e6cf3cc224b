import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fireOnMount, type FireStep } from '../../../../tests/stories/fire-on-mount';
import { body, scopeOf, shown } from '../../../../tests/stories/portal';
import {
  $lowStorageWarningOpen,
  $recordingBusy,
  $recordingState,
  type RecordingState,
} from '../model/recording';
import { EndCallDialog } from './EndCallDialog';
import { LowStorageDialog } from './LowStorageDialog';
import { SaveRecordingDialog } from './SaveRecordingDialog';

function inState(state: RecordingState, busy = false): FireStep {
  return async (scope) => {
    await allSettled($recordingBusy, { scope, params: busy });
    await allSettled($recordingState, { scope, params: state });
  };
}

function Dialogs(props: { onEndCall: () => void; onClose: () => void; endOpen: boolean }) {
  return (
    <>
      <EndCallDialog open={props.endOpen} onEndCall={props.onEndCall} onClose={props.onClose} />
      <SaveRecordingDialog suppressed={props.endOpen} />
      <LowStorageDialog />
    </>
  );
}

const meta = {
  title: 'Features/Call recording/Dialogs',
  component: Dialogs,
  args: { onEndCall: fn(), onClose: fn(), endOpen: true },
} satisfies Meta<typeof Dialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EndCallWithoutRecording: Story = {
  decorators: [fireOnMount(inState('idle'))],
  play: async ({ args }) => {
    const dialog = await shown(body().findByRole('alertdialog', { name: 'End Call' }));
    const scoped = within(dialog);
    await waitFor(() => expect(scoped.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(scoped.queryByRole('button', { name: /Recording/ })).toBeNull();
    await userEvent.click(scoped.getByRole('button', { name: 'End Call' }));
    await expect(args.onEndCall).toHaveBeenCalledTimes(1);
  },
};
export const EndCallWithoutRecordingDark: Story = { ...EndCallWithoutRecording, globals: { theme: 'dark' } };

export const EndCallWithRecording: Story = {
  decorators: [fireOnMount(inState('recording'))],
  play: async ({ args }) => {
    const dialog = await shown(body().findByRole('alertdialog', { name: 'End Call' }));
    const scoped = within(dialog);
    await expect(await scoped.findByRole('button', { name: 'Save Recording & End Call' })).toBeEnabled();
    await expect(scoped.getByRole('button', { name: 'Discard Recording & End Call' })).toBeEnabled();
    await expect(scoped.queryByRole('button', { name: 'End Call' })).toBeNull();
    await userEvent.click(scoped.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const EndCallWithRecordingDark: Story = { ...EndCallWithRecording, globals: { theme: 'dark' } };
export const EndCallWithRecordingMobile: Story = {
  ...EndCallWithRecording,
  globals: { viewport: { value: 'mobile' } },
};

export const EndCallWhileSaving: Story = {
  decorators: [fireOnMount(inState('stopped', true))],
  play: async () => {
    const dialog = await shown(body().findByRole('alertdialog', { name: 'End Call' }));
    const buttons = await within(dialog).findAllByRole('button');
    // Every button, the close button included, waits while the recording is saved.
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};
export const EndCallWhileSavingDark: Story = { ...EndCallWhileSaving, globals: { theme: 'dark' } };

export const SaveAfterStop: Story = {
  args: { endOpen: false },
  decorators: [fireOnMount(inState('stopped'))],
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Save recording?' }));
    const scoped = within(dialog);
    await waitFor(() => expect(scoped.getByRole('button', { name: 'Save Recording' })).toHaveFocus());
    await expect(scoped.getByRole('button', { name: 'Discard Recording' })).toBeEnabled();
  },
};
export const SaveAfterStopDark: Story = { ...SaveAfterStop, globals: { theme: 'dark' } };
export const SaveAfterStopMobileDark: Story = {
  ...SaveAfterStop,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const LowStorage: Story = {
  args: { endOpen: false },
  decorators: [fireOnMount((scope) => allSettled($lowStorageWarningOpen, { scope, params: true }))],
  play: async ({ loaded }) => {
    const dialog = await shown(body().findByRole('alertdialog', { name: 'Low storage' }));
    const scoped = within(dialog);
    await expect(scoped.getByText(/less than an hour of recording/)).toBeVisible();
    await waitFor(() => expect(scoped.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(scoped.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(scopeOf(loaded).getState($lowStorageWarningOpen)).toBe(false));
    await expect(scopeOf(loaded).getState($recordingState)).toBe('idle');
  },
};
export const LowStorageDark: Story = { ...LowStorage, globals: { theme: 'dark' } };
export const LowStorageMobile: Story = { ...LowStorage, globals: { viewport: { value: 'mobile' } } };
