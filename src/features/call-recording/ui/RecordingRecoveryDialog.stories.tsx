import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, shown } from '../../../../tests/stories/portal';
import { leaveUnfinished } from '../../../../tests/stories/unfinished-recordings';
import { RecordingRecoveryDialog } from './RecordingRecoveryDialog';

const meta = {
  title: 'Features/Call recording/Recovery dialog',
  component: RecordingRecoveryDialog,
  beforeEach: () =>
    leaveUnfinished([
      { startedAt: Date.UTC(2025, 0, 5, 15, 4, 0), seconds: 754 },
      { startedAt: Date.UTC(2025, 0, 6, 9, 30, 0), seconds: 65 },
    ]),
} satisfies Meta<typeof RecordingRecoveryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUnfinished: Story = {
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Unsaved recordings' }));
    const scoped = within(dialog);
    const items = await scoped.findAllByRole('listitem');
    // Newest first, each with its length read from the MP3 frames on disk.
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Length 1:05');
    await expect(items[1]).toHaveTextContent('Length 12:34');
  },
};
export const TwoUnfinishedDark: Story = { ...TwoUnfinished, globals: { theme: 'dark' } };
export const TwoUnfinishedMobile: Story = {
  ...TwoUnfinished,
  globals: { viewport: { value: 'mobile' } },
};

export const DiscardOne: Story = {
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Unsaved recordings' }));
    const scoped = within(dialog);
    const [first] = await scoped.findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: /^Discard recording of/ }));
    await waitFor(() => expect(scoped.getAllByRole('listitem')).toHaveLength(1));
    await expect(await body().findByText('Recording discarded')).toBeInTheDocument();
  },
};
export const DiscardOneDark: Story = { ...DiscardOne, globals: { theme: 'dark' } };

/** Save hands the recording to the host (a download here) and takes it off the list. */
export const SaveOne: Story = {
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Unsaved recordings' }));
    const scoped = within(dialog);
    const [first] = await scoped.findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: /^Save recording of/ }));
    await waitFor(() => expect(scoped.getAllByRole('listitem')).toHaveLength(1));
    await expect(await body().findByText('Recording saved as MP3')).toBeInTheDocument();
  },
};
export const SaveOneMobileDark: Story = {
  ...SaveOne,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const Later: Story = {
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Unsaved recordings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A recording another account left on this device is not this visitor's to save or discard. */
export const AnotherAccountsRecording: Story = {
  beforeEach: () =>
    leaveUnfinished([
      { startedAt: Date.UTC(2025, 0, 5, 15, 4, 0), seconds: 754, owner: 'another-host' },
      { startedAt: Date.UTC(2025, 0, 6, 9, 30, 0), seconds: 65 },
    ]),
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Unsaved recordings' }));
    const items = await within(dialog).findAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Length 1:05');
  },
};

export const NothingToRecover: Story = {
  beforeEach: () => leaveUnfinished([]),
  play: async ({ canvasElement }) => {
    // Give the listing time to finish: no dialog appears.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvasElement).toBeInTheDocument();
  },
};
