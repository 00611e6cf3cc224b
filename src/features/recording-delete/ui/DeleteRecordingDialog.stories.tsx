import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, shown } from '../../../../tests/stories/portal';
import { deleteRequested, type DeleteTarget } from '../model/delete';
import { DeleteRecordingDialog } from './DeleteRecordingDialog';

const FILE: DeleteTarget = {
  kind: 'file',
  scope: { userName: 'Ravi Kumar', path: 'recordings/Ravi Kumar/2026-11-24T06-00-00Z_abc/clip.mp3' },
  folderName: '2026-11-24T06-00-00Z_abc',
  fileName: 'clip.mp3',
};
const DATE: DeleteTarget = {
  kind: 'date',
  scope: { userName: 'Ravi Kumar', day: '2026-11-24' },
  label: 'Nov 24, 2026',
  folderNames: ['2026-11-24T06-00-00Z_abc'],
};
const USER: DeleteTarget = { kind: 'user', scope: { userName: 'Ravi Kumar' } };

/**
 * The one confirmation of every recordings delete, opened through the feature's own event as a host
 * (sub-users are refused before it opens). Confirming deletes through the mock backend, so these stories
 * stop at the confirmation; the recordings page stories and e2e confirm real deletes.
 */
const meta = {
  title: 'Features/Recording delete/DeleteRecordingDialog',
  component: DeleteRecordingDialog,
  // The page passes its heading; alone, a finished delete leaves focus where the browser puts it.
  args: { focusAfterDelete: () => null },
  decorators: [withHostSession],
} satisfies Meta<typeof DeleteRecordingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const File: Story = {
  decorators: [fireOnMount(fire(deleteRequested, FILE))],
  play: async () => {
    const dialog = within(await shown(body().findByRole('alertdialog', { name: 'Delete recording' })));
    await expect(
      dialog.getByText('Are you sure you want to delete this recording? This action cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const FileDark: Story = { ...File, globals: { theme: 'dark' } };

export const DateFolder: Story = {
  decorators: [fireOnMount(fire(deleteRequested, DATE))],
  play: async () => {
    const dialog = within(await shown(body().findByRole('alertdialog', { name: 'Delete folder' })));
    await expect(
      dialog.getByText(
        'Are you sure you want to delete all recordings of Ravi Kumar from Nov 24, 2026? This action cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const UserFolderMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [fireOnMount(fire(deleteRequested, USER))],
  play: async () => {
    const dialog = within(await shown(body().findByRole('alertdialog', { name: 'Delete folder' })));
    await expect(
      dialog.getByText(
        'Are you sure you want to delete all recordings of Ravi Kumar? This action cannot be undone.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};
