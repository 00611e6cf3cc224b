import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, shown } from '../../../../tests/stories/portal';
import { RecordingsPage } from './RecordingsPage';
import { refused, unanswered } from '../../../../tests/stories/msw';
import { filesAt } from '../../../../mocks/handlers/http';
import { downloadByKeyboard } from '../../../../tests/stories/download';

const meta = {
  title: 'Pages/RecordingsPage',
  component: RecordingsPage,
  parameters: { route: '/recordingsPage', scenario: 'default' },
  decorators: [withHostSession],
} satisfies Meta<typeof RecordingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the first user folder and its first date folder; returns the file rows. */
async function openFirstFiles(canvas: Canvas) {
  const userFolder = (
    await canvas.findAllByRole('button', { name: / \d+ files?$/ }, { timeout: 10_000 })
  )[0]!;
  await expect(userFolder).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(userFolder);
  await expect(userFolder).toHaveAttribute('aria-expanded', 'true');
  const dateFolder = canvas.getAllByRole('button', { name: /^\w{3} \d{1,2}, \d{4} \d+ files?$/ })[0]!;
  await userEvent.click(dateFolder);
  return canvas.findAllByTestId('recording-row');
}

/** Plays the first file of the first folders: its rows, its row and its expanded player. */
async function playFirstFile(canvas: Canvas) {
  const rows = await openFirstFiles(canvas);
  const row = within(rows[0]!);
  await userEvent.click(row.getByRole('button', { name: /^Play / }));
  const controls = within(await row.findByTestId('player-controls'));
  return { rows, row, controls };
}

/** The default host's three users: folders with counts, closed until opened; search and sort. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await openFirstFiles(canvas);
    const row = within(rows[0]!);
    await expect(row.getByRole('button', { name: /^Play / })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Download / })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Delete / })).toBeVisible();
    await expect(rows[0]).toHaveTextContent(/\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/);

    await userEvent.type(canvas.getByPlaceholderText('Search recordings...'), 'priya');
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: / \d+ files?$/ })[0]).toHaveAccessibleName(/^Priya/),
    );
    await expect(canvas.queryByRole('button', { name: /^Ravi Kumar/ })).toBeNull();
  },
};

export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };

export const PopulatedMobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

/** The sort menu orders the user folders; the filter menu offers the spec's four periods. */
export const SortAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: / \d+ files?$/ }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Date (Newest First)' }));
    await userEvent.click(await body().findByRole('menuitemradio', { name: 'Name (Z-A)' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sort: Name (Z-A)' })).toBeVisible());
    const names = () =>
      canvas
        .getAllByRole('button', { name: / \d+ files?$/ })
        .filter((button) => !/^\w{3} \d/.test(button.textContent ?? ''))
        .map((button) => button.textContent?.replace(/\d+ files?$/, '').trim() ?? '');
    // The folders follow the menu a moment later (the list renders a step behind the toolbar).
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Priya Sharma', 'Arjun Mehta']));

    await userEvent.click(canvas.getByRole('button', { name: 'Filter: All Recordings' }));
    for (const label of ['All Recordings', 'Today', 'This Week', 'This Month'])
      await shown(body().findByRole('menuitemradio', { name: label }));
    await userEvent.click(body().getByRole('menuitemradio', { name: 'This Month' }));
    await expect(await canvas.findByRole('button', { name: 'Filter: This Month' })).toBeVisible();
  },
};

export const SortAndFilterDark: Story = { ...SortAndFilter, globals: { theme: 'dark' } };

/** The playing file expands: seek bar, time, mute, volume 0-1 step 0.1, speed; Pause resets it. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { rows, row, controls } = await playFirstFile(canvas);
    await expect(controls.getByRole('slider', { name: /^Seek / })).toBeInTheDocument();
    const volume = controls.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveAttribute('step', '0.1');
    await expect(volume).toHaveAttribute('max', '1');
    await userEvent.click(controls.getByRole('button', { name: 'Mute' }));
    await expect(controls.getByRole('button', { name: 'Unmute' })).not.toHaveAttribute('aria-pressed');
    await userEvent.click(controls.getByRole('button', { name: 'Speed 1.5x' }));
    await expect(controls.getByRole('button', { name: 'Speed 1.5x' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvasElement.ownerDocument.querySelector('audio')?.playbackRate).toBe(1.5);
    // A second file takes over: one file at a time.
    if (rows[1]) {
      await userEvent.click(within(rows[1]).getByRole('button', { name: /^Play / }));
      await waitFor(() => expect(row.queryByTestId('player-controls')).toBeNull());
      await userEvent.click(within(rows[1]).getByRole('button', { name: /^Pause / }));
    } else {
      await userEvent.click(row.getByRole('button', { name: /^Pause / }));
    }
    await waitFor(() => expect(canvas.queryByTestId('player-controls')).toBeNull());
  },
};

export const PlayingDark: Story = { ...Playing, globals: { theme: 'dark' } };

/** The file ends while focus is in its player: the player goes and focus returns to the file's Play button. */
export const PlaybackEnds: Story = {
  play: async ({ canvasElement }) => {
    const { row, controls } = await playFirstFile(within(canvasElement));
    controls.getByRole('button', { name: 'Speed 1.5x' }).focus();
    canvasElement.ownerDocument.querySelector('audio')!.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(row.queryByTestId('player-controls')).toBeNull());
    await expect(row.getByRole('button', { name: /^Play / })).toHaveFocus();
  },
};

export const PlayingMobile: Story = { ...Playing, globals: { viewport: { value: 'mobile' } } };

/** A file's confirmation (cancelled), then a user's folder deleted: toast and the folder leaves. */
export const Deleting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await openFirstFiles(canvas);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Delete / }));
    const dialog = within(await shown(body().findByRole('alertdialog', { name: 'Delete recording' })));
    await expect(
      dialog.getByText('Are you sure you want to delete this recording? This action cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());

    const folder = canvas.getAllByRole('button', { name: /^Delete folder / })[0]!;
    const userName = folder.getAttribute('aria-label')!.replace(/^Delete folder /, '');
    await userEvent.click(canvas.getByRole('button', { name: `Delete folder ${userName}` }));
    const confirm = within(await shown(body().findByRole('alertdialog', { name: 'Delete folder' })));
    await expect(
      confirm.getByText(
        `Are you sure you want to delete all recordings of ${userName}? This action cannot be undone.`,
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await shown(body().findByText('Folder deleted successfully'));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: `Delete folder ${userName}` })).toBeNull(),
    );
    // The row that opened the dialog is gone: focus waits on the page's heading, not lost to the page.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Recordings' })).toHaveFocus());
  },
};

export const DeletingDark: Story = { ...Deleting, globals: { theme: 'dark' } };

/** A refused delete says so, and the file is still listed. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [http.delete('*/api/recordings/delete', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await openFirstFiles(canvas);
    const label = within(rows[0]!)
      .getByRole('button', { name: /^Delete / })
      .getAttribute('aria-label')!;
    await userEvent.click(within(rows[0]!).getByRole('button', { name: label }));
    const dialog = within(await shown(body().findByRole('alertdialog', { name: 'Delete recording' })));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await shown(body().findByText('Failed to delete recording'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: label })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: label })).toHaveFocus());
  },
};
export const DeleteFailsMobile: Story = { ...DeleteFails, globals: { viewport: { value: 'mobile' } } };

/** A brand-new host: the spec's empty state. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recordings')).toBeVisible();
    await expect(canvas.getByText("You don't have any recordings yet.")).toBeVisible();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: / \d+ files?$/ }, { timeout: 10_000 });
    await userEvent.type(canvas.getByPlaceholderText('Search recordings...'), 'no such recording');
    await expect(await canvas.findByText('No recordings found matching your search')).toBeVisible();
  },
};

export const SearchNoMatchMobile: Story = { ...SearchNoMatch, globals: { viewport: { value: 'mobile' } } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('get', '/api/recordings/host')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading recordings')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [refused('get', '/api/recordings/host', 500, 'Failed to fetch recordings')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Failed to fetch recordings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await shown(body().findByTestId('toast'))).toHaveTextContent('Failed to fetch recordings');
  },
};

export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } };

/** 2,000 recordings: user folders 20 at a time, all closed, so the DOM stays small. */
export const Large: Story = {
  parameters: { scenario: 'large', hostSession: { trialSeen: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: /^Show more/ }, { timeout: 20_000 });
    const folders = () => canvas.getAllByRole('button', { name: /^Delete folder / });
    await expect(folders()).toHaveLength(20);
    await expect(canvas.queryAllByTestId('recording-row')).toHaveLength(0);
    await userEvent.click(more);
    await waitFor(() => expect(folders()).toHaveLength(40));
  },
};
export const LoadErrorMobile: Story = { ...LoadError, globals: { viewport: { value: 'mobile' } } };

/**
 * Enter on a file's Download: focus stays on the button while the file comes (a second Enter is ignored), and
 * a screen reader hears the download start and finish.
 */
export const Downloading: Story = {
  parameters: { msw: { handlers: [http.get(filesAt('recordings'), () => delay(400))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await openFirstFiles(canvas);
    const button = within(rows[0]!).getByRole('button', { name: /^Download / });
    const title = button.getAttribute('aria-label')!.replace(/^Download /, '');
    await downloadByKeyboard(canvasElement, button, title);
  },
};

export const DownloadingMobile: Story = { ...Downloading, globals: { viewport: { value: 'mobile' } } };
