import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endsInDays, withHostSession } from '../../../../tests/stories/host-session';
import { downloadByKeyboard, spoken } from '../../../../tests/stories/download';
import { scopeOf, shown } from '../../../../tests/stories/portal';
import { $callsView } from '../model/calls-list';
import { CallsPage } from './CallsPage';
import { refused, unanswered } from '../../../../tests/stories/msw';
import { filesAt } from '../../../../mocks/handlers/http';

const meta = {
  title: 'Pages/CallsPage',
  component: CallsPage,
  parameters: { route: '/calls', scenario: 'default' },
  decorators: [withHostSession],
} satisfies Meta<typeof CallsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 seeded calls, one active: the active-call card, search, status filter, sorting and paging. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Active call' }));
    await expect(card.getByRole('button', { name: 'Join Active Call' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'End Active Call' })).toBeVisible();
    // The active call and the list load separately: wait for the list too.
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    // The second page's rows replace the first's.
    await waitFor(() =>
      expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('11'),
    );

    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'active');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    // One page of results: no pagination bar (spec 01 §2).
    await expect(canvas.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'all');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));

    const firstMeeting = within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent!;
    await userEvent.type(canvas.getByPlaceholderText('Search calls...'), firstMeeting.toUpperCase());
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(canvas.getByPlaceholderText('Search calls...'));

    await userEvent.click(canvas.getByRole('button', { name: /^Participants/ }));
    await expect(canvas.getByRole('columnheader', { name: /Participants/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No calls yet')).toBeVisible();
    await expect(canvas.getByText('Start a new call to begin')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('get', '/api/calls/host/calls')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading calls')).toBeVisible();
  },
};

/** Until the server says whether a call is running, search and list wait too: its card would push them down. */
export const ActiveCallUnknown: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('get', '/api/calls/active')],
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading calls')).toBeVisible();
    // The list itself arrives; it still waits for the card's place.
    await waitFor(() => expect(scopeOf(loaded).getState($callsView).rows.length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Loading calls')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [refused('get', '/api/calls/host/calls', 500, 'Failed to fetch calls')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Couldn't load your calls")).toBeVisible();
    await shown(within(document.body).findByText('Failed to fetch calls'));
  },
};

/** 5,000 calls: paging and page sizes. */
export const Large: Story = {
  parameters: { scenario: 'large' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 500', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '100');
    await expect(await canvas.findByText('Page 1 of 50', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Fewer than 10 days left: New Call asks first; Cancel abandons. */
export const NewCallExpiringSoon: Story = {
  parameters: { scenario: 'expiring', hostSession: { patchUser: endsInDays(5) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Calls' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'New Call' })[0]!);
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Subscription Expiring Soon' }),
    );
    await shown(dialog.getByText(/hours remaining/));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Presses End Active Call from the keyboard; returns the card and the button. */
async function endActiveCallByKeyboard(canvas: ReturnType<typeof within>) {
  const card = within(await canvas.findByRole('region', { name: 'Active call' }));
  const end = card.getByRole('button', { name: 'End Active Call' });
  end.focus();
  await userEvent.keyboard('{Enter}');
  return { card, end };
}

export const EndActiveCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await endActiveCallByKeyboard(canvas);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Active call' })).toBeNull());
    // The card left with focus in it: focus waits on the page's heading, not lost to the page.
    await expect(canvas.getByRole('heading', { name: 'Calls' })).toHaveFocus();
  },
};

/** While the call ends, the button says so and keeps the focus of the keyboard user who pressed it. */
export const EndingActiveCall: Story = {
  parameters: { msw: { handlers: [unanswered('post', '*/api/calls/:id/end')] } },
  play: async ({ canvasElement }) => {
    const { card, end } = await endActiveCallByKeyboard(within(canvasElement));
    await waitFor(() => expect(end).toHaveAccessibleName('Ending call'));
    await expect(end).toHaveAttribute('aria-disabled', 'true');
    await expect(end).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(card.getByRole('button', { name: 'Join Active Call' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Calls' })).toBeVisible();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };
export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: 'mobile' } } };
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } };

/** A search that matches nothing says so, and clearing it brings the list back. */
export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Page 1 of 3');
    await userEvent.type(canvas.getByPlaceholderText('Search calls...'), 'no-such-meeting');
    await expect(await canvas.findByText('No calls match')).toBeVisible();
    await userEvent.clear(canvas.getByPlaceholderText('Search calls...'));
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
  },
};
export const SearchNoMatchDarkMobile: Story = {
  ...SearchNoMatch,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Calls' });
    await userEvent.type(canvas.getByPlaceholderText('Search calls...'), 'no-such-meeting');
    await expect(await canvas.findByText('No calls match')).toBeVisible();
  },
};

/** While a call starts, New Call says so and cannot be pressed twice. */
export const StartingCall: Story = {
  parameters: {
    scenario: 'empty',
    msw: {
      handlers: [unanswered('post', '*/api/calls')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No calls yet');
    await userEvent.click(canvas.getAllByRole('button', { name: 'New Call' })[0]!);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /Starting call/ })[0]).toBeDisabled());
  },
};

/** A refused start without a message names the status, and the host stays on the list. */
export const StartCallFails: Story = {
  parameters: {
    scenario: 'empty',
    msw: { handlers: [http.post('*/api/calls', () => HttpResponse.json({}, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No calls yet');
    await userEvent.click(canvas.getAllByRole('button', { name: 'New Call' })[0]!);
    await shown(within(document.body).findByText('Server error: 503'));
    await expect(canvas.getAllByRole('button', { name: 'New Call' })[0]).toBeEnabled();
  },
};
export const StartCallFailsDark: Story = { ...StartCallFails, globals: { theme: 'dark' } };

/** A refused end keeps the active call's card, so it can be ended again. */
export const EndActiveCallFails: Story = {
  parameters: {
    msw: {
      handlers: [refused('post', '*/api/calls/:id/end', 500, 'Failed to end call')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Active call' }));
    await userEvent.click(card.getByRole('button', { name: 'End Active Call' }));
    await shown(within(document.body).findByText('Failed to end call'));
    await expect(card.getByRole('button', { name: 'End Active Call' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Every 'View Recording' of the loaded list, each named after its meeting. */
const viewRecordingButtons = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('button', { name: /^View Recording, meeting / }, { timeout: 10_000 });

/**
 * Each 'View Recording' is named by its meeting, after its visible text. Enter downloads the file: focus stays
 * on the button, a second Enter is ignored while busy, and a screen reader hears it start and finish.
 */
export const DownloadRecording: Story = {
  parameters: {
    // The file takes a moment, as on a phone network; the backend then answers it.
    msw: { handlers: [http.get(filesAt('recordings'), () => delay(400))] },
  },
  play: async ({ canvasElement }) => {
    const buttons = await viewRecordingButtons(canvasElement);
    const names = buttons.map((button) => button.getAttribute('aria-label'));
    await expect(buttons.length).toBeGreaterThan(1);
    await expect(new Set(names).size).toBe(names.length);
    const button = buttons[0]!;
    const meeting = within(button.closest('tr')!).getAllByRole('cell')[1]!.textContent!;
    await expect(button).toHaveAccessibleName(`View Recording, meeting ${meeting}`);
    await expect(button).toHaveTextContent(/^View Recording$/);

    await downloadByKeyboard(canvasElement, button, `meeting ${meeting}`);
  },
};

/** A download that fails says so to a screen reader (the spec's message), and focus stays on the button. */
export const DownloadRecordingFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(filesAt('recordings'), () => HttpResponse.json({ message: 'Gone' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const [button] = await viewRecordingButtons(canvasElement);
    const meeting = button!.getAttribute('aria-label')!.replace(/^View Recording, /, '');
    button!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(spoken(canvasElement)).toContain(`Failed to download recording, ${meeting}`));
    await expect(button).toHaveFocus();
  },
};

export const DownloadRecordingMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: DownloadRecording.parameters,
  play: async ({ canvasElement }) => {
    const buttons = await viewRecordingButtons(canvasElement);
    const button = buttons[0]!;
    const meeting = button.getAttribute('aria-label')!.replace(/^View Recording, /, '');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(spoken(canvasElement)).toContain(`Downloaded recording, ${meeting}`));
    await expect(button).toHaveFocus();
  },
};
