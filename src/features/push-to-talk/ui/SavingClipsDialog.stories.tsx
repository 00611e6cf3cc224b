import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userLeaveConfirmed } from '@/entities/user-room';
import { fireOnMount, type FireStep } from '../../../../tests/stories/fire-on-mount';
import { body, scopeOf, shown } from '../../../../tests/stories/portal';
import type { UnsentClip } from '../lib/clip-store';
import { $savingClipsShown, $unsentClips } from '../model/clips';
import { SavingClipsDialog } from './SavingClipsDialog';

const clip = (n: number): UnsentClip => ({
  clipId: `clip-176720000000${n}-story${n}`,
  ownerId: 'story-user',
  meetingId: 'abc-defg-hij',
  startedAt: 1_767_200_000_000 + n,
  dueAt: 1_767_200_003_000 + n,
});

/** The user leaves the room while `count` clips still wait for the server's acknowledgement. */
function leavingWith(count: number): FireStep {
  return async (scope) => {
    await allSettled($unsentClips, { scope, params: Array.from({ length: count }, (_, i) => clip(i + 1)) });
    await allSettled(userLeaveConfirmed, { scope });
  };
}

const meta = {
  title: 'Features/Push to talk/Saving recording',
  component: SavingClipsDialog,
} satisfies Meta<typeof SavingClipsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavingOneClip: Story = {
  decorators: [fireOnMount(leavingWith(1))],
  play: async ({ loaded }) => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Saving Recording' }));
    const scoped = within(dialog);
    await expect(scoped.getByRole('status')).toHaveTextContent(
      'Saving your recording. Please keep this page open.',
    );
    // It cannot be dismissed while the clip is unsent: no close button, Escape does nothing.
    await expect(scoped.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    // The server's acknowledgement empties the list: the modal closes by itself.
    await allSettled($unsentClips, { scope: scopeOf(loaded), params: [] });
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Saving Recording' })).toBeNull());
    await expect(scopeOf(loaded).getState($savingClipsShown)).toBe(false);
  },
};
export const SavingOneClipDark: Story = { ...SavingOneClip, globals: { theme: 'dark' } };

export const SavingSeveralClips: Story = {
  decorators: [fireOnMount(leavingWith(2))],
  play: async ({ loaded }) => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Saving Recording' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Saving your last 2 recordings. Please keep this page open.',
    );
    // One acknowledged: the count follows; the modal stays for the other.
    await allSettled($unsentClips, { scope: scopeOf(loaded), params: [clip(2)] });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Saving your recording. Please keep this page open.',
      ),
    );
  },
};
export const SavingSeveralClipsDark: Story = { ...SavingSeveralClips, globals: { theme: 'dark' } };
export const SavingSeveralClipsMobile: Story = {
  ...SavingSeveralClips,
  globals: { viewport: { value: 'mobile' } },
};

export const NothingUnsent: Story = {
  decorators: [fireOnMount(leavingWith(0))],
  play: async ({ loaded }) => {
    // Leaving with every clip acknowledged shows nothing.
    await waitFor(() => expect(scopeOf(loaded).getState($unsentClips)).toEqual([]));
    await expect(body().queryByRole('dialog', { name: 'Saving Recording' })).toBeNull();
  },
};
