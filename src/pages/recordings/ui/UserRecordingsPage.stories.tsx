import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, shown } from '../../../../tests/stories/portal';
import { withUserSession } from '../../../../tests/stories/user-session';
import { UserRecordingsPage } from './UserRecordingsPage';
import { refused, unanswered } from '../../../../tests/stories/msw';
import { filesAt } from '../../../../mocks/handlers/http';
import { downloadByKeyboard } from '../../../../tests/stories/download';

const meta = {
  title: 'Pages/UserRecordingsPage',
  component: UserRecordingsPage,
  parameters: { layout: 'fullscreen', route: '/user-recordings', scenario: 'default' },
  decorators: [withUserSession],
} satisfies Meta<typeof UserRecordingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DATE_FOLDER = /^\w{3} \d{1,2}, \d{4} \d+ files?$/;

/** Ravi's own clips by date: play and download, no delete anywhere, no other user's folder. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your recordings' }, { timeout: 10_000 }),
    ).toBeVisible();
    const dates = await canvas.findAllByRole('button', { name: DATE_FOLDER }, { timeout: 10_000 });
    await expect(canvas.queryByRole('button', { name: /^Priya/ })).toBeNull();
    await userEvent.click(dates[0]!);
    const rows = await canvas.findAllByTestId('recording-row');
    const row = within(rows[0]!);
    await expect(row.getByRole('button', { name: /^Play / })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Download / })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^Delete/ })).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user-dashboard');
  },
};

export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };

export const PopulatedMobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

/** Space on a focused file plays it; the player opens under it; Space again stops and resets it. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dates = await canvas.findAllByRole('button', { name: DATE_FOLDER }, { timeout: 10_000 });
    await userEvent.click(dates[0]!);
    const [first] = await canvas.findAllByTestId('recording-row');
    first!.focus();
    await userEvent.keyboard(' ');
    const controls = within(await within(first!).findByTestId('player-controls'));
    await expect(controls.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    await expect(within(first!).getByRole('button', { name: /^Pause / })).toBeVisible();
    first!.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(first!).queryByTestId('player-controls')).toBeNull());
  },
};

export const PlayingMobileDark: Story = {
  ...Playing,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/recordings/user', () => HttpResponse.json({ recordings: {} }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recordings')).toBeVisible();
    await expect(canvas.getByText("You don't have any recordings yet.")).toBeVisible();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('get', '/api/recordings/user')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading recordings')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [refused('get', '/api/recordings/user', 500, 'Server down')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Failed to fetch recordings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await shown(body().findByTestId('toast'))).toHaveTextContent('Server down');
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
    await userEvent.click(
      (await canvas.findAllByRole('button', { name: DATE_FOLDER }, { timeout: 10_000 }))[0]!,
    );
    const rows = await canvas.findAllByTestId('recording-row');
    const button = within(rows[0]!).getByRole('button', { name: /^Download / });
    const title = button.getAttribute('aria-label')!.replace(/^Download /, '');
    await downloadByKeyboard(canvasElement, button, title);
  },
};

export const DownloadingMobile: Story = { ...Downloading, globals: { viewport: { value: 'mobile' } } };
