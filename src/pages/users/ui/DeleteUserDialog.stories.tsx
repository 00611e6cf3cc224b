import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SubUser } from '@/entities/user';
import { LOCAL_KEYS } from '@/shared/config';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, scopeOf, shown } from '../../../../tests/stories/portal';
import { $deleteTarget, deleteUserRequested, SUBSCRIPTION_EXPIRED_MESSAGE } from '../model/delete-user';
import { DeleteUserDialog } from './DeleteUserDialog';
import { unanswered } from '../../../../tests/stories/msw';

/** Seeded member of the default scenario's team. */
const NEHA: SubUser = {
  _id: 'story-neha',
  userId: 'PA100004',
  name: 'Neha Gupta',
  isActive: true,
  createdAt: '2025-01-08T09:00:00.000Z',
};

/** Seeded member of the 'expired' scenario's team. */
const ROHIT: SubUser = {
  _id: 'story-rohit',
  userId: 'PX100001',
  name: 'Rohit Das',
  isActive: true,
  createdAt: '2025-01-08T09:00:00.000Z',
};

const meta = {
  title: 'Pages/Users/DeleteUserDialog',
  component: DeleteUserDialog,
  parameters: { scenario: 'default' },
  // The page passes its list's heading; alone, a deleted user's dialog leaves focus where the browser puts it.
  args: { focusAfterDelete: () => null },
  decorators: [withHostSession],
} satisfies Meta<typeof DeleteUserDialog>;

export default meta;

// Each story opens its own user (story decorators add to the meta's, so the opener is never on meta).
const askNeha = fireOnMount(fire(deleteUserRequested, NEHA));
type Story = StoryObj<typeof meta>;

async function openDialog() {
  return within(await shown(body().findByRole('alertdialog', { name: 'Delete User' })));
}

const DESCRIPTION =
  'Delete Neha Gupta (PA100004)? They will no longer be able to sign in. This cannot be undone.';

/** Confirming deletes on the server, announces it and closes. */
export const Confirm: Story = {
  decorators: [askNeha],
  play: async ({ loaded }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText(DESCRIPTION)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await shown(body().findByText('User deleted successfully'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(scopeOf(loaded).getState($deleteTarget)).toBeNull();
    const response = await fetch('/api/users', {
      headers: { authorization: `Bearer ${localStorage.getItem(LOCAL_KEYS.token) ?? ''}` },
    });
    const { users } = (await response.json()) as { users: SubUser[] };
    await expect(users.map((user) => user.userId)).not.toContain('PA100004');
  },
};

/** Cancel keeps the user and closes without a request. */
export const Cancel: Story = {
  decorators: [askNeha],
  play: async ({ loaded }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(scopeOf(loaded).getState($deleteTarget)).toBeNull();
    await expect(body().queryByText('User deleted successfully')).toBeNull();
  },
};

/** While the request runs, Delete shows it is busy. */
export const Deleting: Story = {
  decorators: [askNeha],
  parameters: {
    msw: {
      handlers: [unanswered('delete', '/api/users/:userId')],
    },
  },
  play: async ({ loaded }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Delete/ })).toBeDisabled());
    await expect(scopeOf(loaded).getState($deleteTarget)).toEqual(NEHA);
  },
};

/** An expired plan: the server refuses with the renewal message. */
export const SubscriptionExpired: Story = {
  parameters: { scenario: 'expired' },
  decorators: [fireOnMount(fire(deleteUserRequested, ROHIT))],
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText(/Delete Rohit Das \(PX100001\)\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await shown(body().findByText(SUBSCRIPTION_EXPIRED_MESSAGE));
    await expect(body().queryByText('User deleted successfully')).toBeNull();
  },
};

export const Dark: Story = { ...Cancel, globals: { theme: 'dark' } };
export const Mobile: Story = { ...Confirm, globals: { viewport: { value: 'mobile' } } };
