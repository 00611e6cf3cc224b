import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, shown } from '../../../../tests/stories/portal';
import { RECORDINGS_DIRECTORY } from '@/shared/lib/recording';
import { RecordingRecoveryDialog } from './RecordingRecoveryDialog';

/** 128 kbit/s, 44.1 kHz stereo frames of 1152 samples each. */
const FRAMES_PER_SECOND = 44100 / 1152;

function mp3Bytes(seconds: number, cutLastFrame = false): Uint8Array<ArrayBuffer> {
  const frames = Math.ceil(seconds * FRAMES_PER_SECOND);
  const bytes = new Uint8Array(frames * 417 + (cutLastFrame ? 100 : 0));
  for (let i = 0; i < frames; i += 1) bytes.set([0xff, 0xfb, 0x90, 0x00], i * 417);
  if (cutLastFrame) bytes.set([0xff, 0xfb, 0x90, 0x00], frames * 417);
  return bytes;
}

/**
 * Real unfinished recordings in the browser's private file system, as a tab that crashed mid-call leaves
 * them: the dialog lists them through the same code as the app.
 */
async function leaveUnfinished(files: { startedAt: number; seconds: number }[]) {
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(RECORDINGS_DIRECTORY, { recursive: true }).catch(() => undefined);
  const directory = await root.getDirectoryHandle(RECORDINGS_DIRECTORY, { create: true });
  for (const [index, { startedAt, seconds }] of files.entries()) {
    const handle = await directory.getFileHandle(`call-${startedAt}-story${index}.mp3`, { create: true });
    const writable = await handle.createWritable();
    await writable.write(mp3Bytes(seconds, true));
    await writable.close();
  }
  return async () => {
    await root.removeEntry(RECORDINGS_DIRECTORY, { recursive: true }).catch(() => undefined);
  };
}

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

export const Later: Story = {
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Unsaved recordings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
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
