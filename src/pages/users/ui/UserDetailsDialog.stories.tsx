import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SubUser } from '@/entities/user';
import { formatShortDateTime } from '@/shared/lib';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { body, scopeOf } from '../../../../tests/stories/portal';
import { $userDetails, userDetailsOpened } from '../model/users-list';
import { UserDetailsDialog } from './UserDetailsDialog';

const RAVI: SubUser = {
  _id: 'story-ravi',
  userId: 'PA100001',
  name: 'Ravi Kumar',
  isActive: true,
  password: 'ravi1234',
  createdAt: '2025-01-05T10:30:00.000Z',
  lastActive: '2025-03-02T18:45:00.000Z',
};

/** Inactive, never signed in, and the server sent no password. */
const SARA: SubUser = {
  _id: 'story-sara',
  userId: 'PA100006',
  name: 'Sara Khan',
  isActive: false,
  createdAt: '2025-01-10T09:00:00.000Z',
  lastActive: null,
};

const meta = {
  title: 'Pages/Users/UserDetailsDialog',
  component: UserDetailsDialog,
} satisfies Meta<typeof UserDetailsDialog>;

export default meta;

// Each story opens its own user (story decorators add to the meta's, so the opener is never on meta).
const openRavi = fireOnMount(fire(userDetailsOpened, RAVI));
const openSara = fireOnMount(fire(userDetailsOpened, SARA));
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await body().findByRole('dialog', { name: 'User Details' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Name, status, User ID and password with copy buttons, dates; Close closes. */
export const Active: Story = {
  decorators: [openRavi],
  beforeEach: () => {
    // Headless browsers may deny clipboard access; the story checks the app, not the browser.
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ loaded }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Ravi Kumar')).toBeVisible();
    await expect(dialog.getByText('Active')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'User ID' })).toHaveTextContent('PA100001');
    await expect(dialog.getByRole('group', { name: 'Password' })).toHaveTextContent('ravi1234');
    await expect(
      dialog.getByText(
        `Created ${formatShortDateTime(RAVI.createdAt)} · Last active ${formatShortDateTime(RAVI.lastActive)}`,
      ),
    ).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Copy User ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('PA100001');
    const idToast = await body().findByText('User ID copied to clipboard');
    await waitFor(() => expect(idToast).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Password' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('ravi1234');
    const passwordToast = await body().findByText('Password copied to clipboard');
    await waitFor(() => expect(passwordToast).toBeVisible());

    await userEvent.click(dialog.getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(scopeOf(loaded).getState($userDetails)).toBeNull();
  },
};

/** Inactive badge; no Password row when the server sent none. */
export const InactiveWithoutPassword: Story = {
  decorators: [openSara],
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Sara Khan')).toBeVisible();
    await expect(dialog.getByText('Inactive')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'User ID' })).toHaveTextContent('PA100006');
    await expect(dialog.queryByRole('group', { name: 'Password' })).toBeNull();
  },
};

/** Escape closes it too. */
export const EscapeCloses: Story = {
  decorators: [openRavi],
  play: async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = { ...InactiveWithoutPassword, globals: { theme: 'dark' } };
export const ActiveDark: Story = { ...Active, globals: { theme: 'dark' } };
export const Mobile: Story = { ...Active, globals: { viewport: { value: 'mobile' } } };
