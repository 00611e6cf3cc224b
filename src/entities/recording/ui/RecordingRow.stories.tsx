import type { Meta, StoryObj } from '@storybook/react-vite';
import Download from 'lucide-react/icons/download';
import Play from 'lucide-react/icons/play';
import Trash2 from 'lucide-react/icons/trash-2';
import { expect, fn, within } from 'storybook/test';
import { IconButton } from '@/shared/ui';
import { folder } from '../lib/fixtures';
import { hostEntries } from '../lib/rules';
import { RecordingRow } from './RecordingRow';

// A clip of Nov 28, 2026, 13:12:24 UTC: 6:42 PM in Kolkata, in a folder three levels down as on the host's page.
const [entry] = hostEntries([
  [
    'Priya Shah',
    {
      userId: 'PA100002',
      meetings: [folder('Priya Shah', '2026-11-28T13:00:00.000Z', ['2026-11-28T13:12:24.000Z'])],
    },
  ],
]);

const meta = {
  title: 'Entities/RecordingRow',
  component: RecordingRow,
  args: {
    entry: entry!,
    level: 2,
    active: false,
    onSpace: fn(),
    actions: (
      <>
        <IconButton aria-label={`Play ${entry!.title}`} size="sm">
          <Play aria-hidden />
        </IconButton>
        <IconButton aria-label={`Download ${entry!.title}`} size="sm">
          <Download aria-hidden />
        </IconButton>
        <IconButton aria-label={`Delete ${entry!.title}`} size="sm">
          <Trash2 aria-hidden />
        </IconButton>
      </>
    ),
  },
} satisfies Meta<typeof RecordingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line showing `text` shows all of it: nothing is cut off with an ellipsis. */
async function expectWhole(row: ReturnType<typeof within>, text: string) {
  const line = row.getByText(text).closest('p')!;
  await expect(line).toBeVisible();
  await expect(line.scrollWidth, `"${line.textContent}" fits`).toBeLessThanOrEqual(line.clientWidth);
}

const rowOf = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-testid="recording-row"]')!);

/**
 * Leads with the Kolkata time and duration, then the full date-time the buttons are named after; the stored
 * (UTC) file name is only the text's tooltip.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    for (const text of ['Nov 28, 2026, 6:42 PM', '6:42 PM', '0:02']) await expectWhole(row, text);
    await expect(row.queryByText(/2026-11-28T13-12-24/)).toBeNull();
    await expect(row.getByTitle('2026-11-28T13-12-24.000Z.wav')).toHaveTextContent('Nov 28, 2026, 6:42 PM');
    // Wide enough: the actions sit beside the text.
    const play = row.getByRole('button', { name: `Play ${entry!.title}` });
    const text = row.getByText('Nov 28, 2026, 6:42 PM');
    await expect(play.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      text.getBoundingClientRect().right,
    );
  },
};

/** At 360 px the whole time, duration and date-time show, and the actions go under them. */
export const Phone360: Story = {
  globals: { viewport: { value: 'mobileShort' } },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    for (const text of ['Nov 28, 2026, 6:42 PM', '6:42 PM', '0:02']) await expectWhole(row, text);
    const bottom = row.getByText('Nov 28, 2026, 6:42 PM').getBoundingClientRect().bottom;
    for (const name of ['Play', 'Download', 'Delete']) {
      const button = row.getByRole('button', { name: `${name} ${entry!.title}` });
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(bottom);
    }
  },
};

export const Phone375Dark: Story = {
  ...Phone360,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** The narrowest phone: still nothing cut off. */
export const Phone320: Story = { ...Phone360, globals: { viewport: { value: 'mobileSmall' } } };

/** A file whose name is not a timestamp: its name is the title and wraps rather than being cut. */
export const UnreadableNamePhone: Story = {
  globals: { viewport: { value: 'mobileShort' } },
  args: {
    entry: {
      ...entry!,
      name: 'team-standup-recording-with-a-very-long-name.wav',
      createdAt: '',
      title: 'team-standup-recording-with-a-very-long-name.wav',
    },
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expectWhole(row, 'team-standup-recording-with-a-very-long-name.wav');
    await expectWhole(row, '0:02');
  },
};
