import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { refused } from '../../../../tests/stories/msw';
import { expect, userEvent, within } from 'storybook/test';
import { LOCAL_KEYS } from '@/shared/config';
import { withHostSession } from '../../../../tests/stories/host-session';
import { shown } from '../../../../tests/stories/portal';
import { leaveUnfinished } from '../../../../tests/stories/unfinished-recordings';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Pages/DashboardPage',
  component: DashboardPage,
  parameters: { route: '/dashboard', scenario: 'default' },
  decorators: [withHostSession],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Sign-in through the in-browser backend, then the page's 1-second loader: on a loaded 2-core run, where the
// stories share the machine with the e2e browsers, that has taken longer than 5 seconds.
const LOADER = { timeout: 8000 };

/**
 * The chart's labels read at the legend's size whatever the screen's width (a phone shrank them to half of it,
 * a desktop blew them up), and the day labels never run into each other.
 */
async function expectChartReadable(chart: HTMLElement) {
  await expect(chart).toBeVisible();
  const legend = within(chart.parentElement ?? chart).getByText(/^Calls in the last 14 days/);
  const legendHeight = legend.getBoundingClientRect().height;
  const labels = within(chart)
    .getAllByText(/^([A-Z][a-z]{2} \d{1,2}|\d+)$/)
    .filter((label) => label.checkVisibility());
  const days = labels.filter((label) => /[a-z]/.test(label.textContent));
  await expect(days.length).toBeGreaterThanOrEqual(3);
  for (const label of labels) {
    const { height } = label.getBoundingClientRect();
    await expect(height, `the label '${label.textContent}'`).toBeGreaterThanOrEqual(legendHeight * 0.75);
    await expect(height, `the label '${label.textContent}'`).toBeLessThanOrEqual(legendHeight * 1.25);
  }
  // Neither the day labels nor the bars' counts run into each other: a space of 2 px at least.
  for (const group of [days, within(chart).queryAllByTestId('bar-count')]) {
    const spans = group
      .map((label) => ({ text: label.textContent, ...label.getBoundingClientRect().toJSON() }))
      .sort((a, b) => a.left - b.left);
    for (const [index, span] of spans.slice(1).entries()) {
      const before = spans[index]!;
      await expect(span.left - before.right, `'${before.text}' then '${span.text}'`).toBeGreaterThanOrEqual(
        2,
      );
    }
  }
}

/** The seeded host, network status, activity and the 14-day chart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Quick Actions' }, LOADER)).toBeVisible();
    await expect(await canvas.findByText(/Excellent|Good|Poor/, {}, LOADER)).toBeVisible();
    await expectChartReadable(canvas.getByRole('img', { name: /Last 14 days: \d+ calls/ }));
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    // The cards count from the lists' totals: they match the full lists the backend holds.
    const headers = { authorization: `Bearer ${localStorage.getItem(LOCAL_KEYS.token) ?? ''}` };
    const [{ users }, { calls }] = (await Promise.all([
      fetch('/api/users', { headers }).then((reply) => reply.json()),
      fetch('/api/calls/host/calls', { headers }).then((reply) => reply.json()),
    ])) as [{ users: Array<{ isActive: boolean }> }, { calls: unknown[] }];
    const card = (label: string) => canvas.getByText(label).closest('.chakra-card__root');
    await expect(card('Total Users')).toHaveTextContent(`Total Users${users.length}`);
    await expect(card('Total Calls')).toHaveTextContent(`Total Calls${calls.length}`);
    const active = users.filter((user) => user.isActive).length;
    await expect(card('Active Users')).toHaveTextContent(`Active Users${active}`);
  },
};

/** The 1-second initial loader: the page built behind it is neither seen nor announced until it ends. */
export const InitialLoader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading dashboard', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Quick Actions' })).toBeNull();
    await expect(await canvas.findByRole('heading', { name: 'Quick Actions' }, LOADER)).toBeVisible();
    await expect(canvas.queryByText('Loading dashboard')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas.findByText('No activity yet', {}, LOADER), LOADER);
  },
};

/** A trial host's first visit: the 7-day welcome, once. */
export const TrialWelcome: Story = {
  parameters: { scenario: 'empty', hostSession: { trialSeen: false } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    // The page first, then its notice: a failure says which of the two never came. (By text: the open
    // dialog hides the page from the accessibility tree.)
    await within(canvasElement).findByText('Quick Actions', {}, LOADER);
    const dialog = await body.findByRole('dialog', { name: /Welcome to/ }, LOADER);
    await shown(within(dialog).getByText(/7-day free trial/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    await expect(within(canvasElement).getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  },
};

/** 7 or fewer days left: the expiring-soon modal and (small screens) the banner. */
export const ExpiringSoon: Story = {
  parameters: { scenario: 'expiring' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Subscription Expiring Soon' }, LOADER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await expect(within(canvasElement).getByText(/Expires in \d+ hours/)).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: { scenario: 'expired' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await shown(within(canvasElement).findByText('Subscription Expired', {}, LOADER), LOADER);
  },
};

export const Large: Story = {
  parameters: { scenario: 'large' },
  play: async ({ canvasElement }) => {
    await shown(within(canvasElement).findByText('5000', {}, { timeout: 15_000 }), { timeout: 15_000 });
    await expectChartReadable(within(canvasElement).getByRole('img', { name: /Last 14 days/ }));
  },
};

/** The narrowest phone with two-digit days: each bar's count still stands clear of its neighbours'. */
export const LargeSmallPhone: Story = { ...Large, globals: { viewport: { value: 'mobileSmall' } } };

export const NetworkPoor: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/ping', async () => {
          await delay(400);
          return HttpResponse.json({ ok: true, time: new Date().toISOString() });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await shown(within(canvasElement).findByText('Poor', {}, LOADER), LOADER);
  },
};

export const NetworkDisconnected: Story = {
  parameters: { msw: { handlers: [http.get('/api/ping', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await shown(within(canvasElement).findByText('Disconnected', {}, LOADER), LOADER);
  },
};

/** Counts and activity fail silently to empty values. */
export const SilentFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        refused('get', '/api/users', 500, 'down'),
        refused('get', '/api/calls/host/calls', 500, 'down'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await shown(within(canvasElement).findByText('No activity yet', {}, LOADER), LOADER);
  },
};

export const CreateUserFromQuickActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create User' }, LOADER));
    await shown(within(document.body).findByRole('dialog', { name: 'Create User' }));
  },
};

/** A tab closed mid-recording left one on disk: the dashboard offers it once its code has loaded. */
export const UnsavedRecording: Story = {
  beforeEach: () => leaveUnfinished([{ startedAt: Date.UTC(2025, 0, 6, 9, 30, 0), seconds: 65 }]),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Quick Actions' }, LOADER);
    const dialog = await shown(
      within(document.body).findByRole('dialog', { name: 'Unsaved recordings' }, LOADER),
    );
    await expect(within(dialog).getByRole('listitem')).toHaveTextContent('Length 1:05');
  },
};

export const UnsavedRecordingMobileDark: Story = {
  ...UnsavedRecording,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const MobileDark: Story = { ...Default, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
export const TrialWelcomeDarkMobile: Story = {
  ...TrialWelcome,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const ExpiringSoonDark: Story = {
  ...ExpiringSoon,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const ExpiredDark: Story = {
  ...Expired,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
