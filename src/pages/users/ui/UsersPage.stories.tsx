import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withHostSession } from '../../../../tests/stories/host-session';
import { shown } from '../../../../tests/stories/portal';
import { UsersPage } from './UsersPage';
import { refused, unanswered } from '../../../../tests/stories/msw';

const meta = {
  title: 'Pages/UsersPage',
  component: UsersPage,
  parameters: { route: '/users', scenario: 'default' },
  decorators: [withHostSession],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Name column of the visible rows. */
const rowNames = (root: HTMLElement) =>
  within(root)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

/** The seeded team: search on name or User ID, status filter and sorting. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ravi Kumar' });
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(7));

    const search = canvas.getByPlaceholderText('Search users...');
    await userEvent.type(search, 'PRIYA');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Priya Sharma']));
    await userEvent.clear(search);
    await userEvent.type(search, 'pa100003');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Arjun Mehta']));
    await userEvent.clear(search);

    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'inactive');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['Sara Khan']));
    await userEvent.selectOptions(canvas.getByLabelText('Filter by status'), 'all');

    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(rowNames(canvasElement)[0]).toBe('Arjun Mehta'));
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(rowNames(canvasElement)[0]).toBe('Vikram Singh'));
  },
};

export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No users yet')).toBeVisible();
    await expect(canvas.getByText('Create a new user to begin')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('get', '/api/users')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading users')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [refused('get', '/api/users', 500, 'Failed to fetch users')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Couldn't load your users")).toBeVisible();
    await shown(within(document.body).findByText('Failed to fetch users'));
  },
};

/** 1,000 users: paging with continuing row numbers. */
export const Large: Story = {
  parameters: { scenario: 'large' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 100', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 100', {}, { timeout: 10_000 })).toBeVisible();
    // The second page's rows replace the first's.
    await waitFor(() =>
      expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('11'),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '50');
    await expect(await canvas.findByText('Page 1 of 20', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(canvas.getByPlaceholderText('Search users...'), 'member 99');
    await expect(await canvas.findByText('Page 1 of 1', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Create: the name rule, the generated password, then the credentials modal. */
export const CreateUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole('cell', { name: 'Ravi Kumar' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Create User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await shown(dialog.findByText('Name is required'));
    await userEvent.type(dialog.getByLabelText(/Name/), 'Maya Joshi');
    await userEvent.click(dialog.getByText('Set custom password'));
    await expect((dialog.getByLabelText(/^Password/) as HTMLInputElement).value).toHaveLength(8);
    await userEvent.clear(dialog.getByLabelText(/^Password/));
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await shown(dialog.findByText('Password is required when custom password is enabled'));
    await userEvent.click(dialog.getByRole('button', { name: 'Generate password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    const credentials = within(await body.findByRole('dialog', { name: 'User Created Successfully' }));
    await shown(credentials.getByRole('group', { name: 'User ID' }));
    await shown(credentials.getByRole('group', { name: 'Password' }));
    // Done returns a keyboard user to where they started, not to the page's body.
    await userEvent.click(credentials.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create User' })).toHaveFocus());
  },
};

export const EditUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole('cell', { name: 'Ravi Kumar' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Priya Sharma' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit User' }));
    await expect(dialog.getByLabelText(/Name/)).toHaveValue('Priya Sharma');
    await userEvent.click(dialog.getByText('Change Password'));
    await userEvent.clear(dialog.getByLabelText(/New Password/));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await shown(dialog.findByText('New password is required when changing password'));
  },
};

export const ViewDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ravi Kumar' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'View Ravi Kumar' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'User Details' }));
    await expect(dialog.getByRole('group', { name: 'User ID' })).toHaveTextContent('PA100001');
  },
};

export const DeleteUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ravi Kumar' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Neha Gupta' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await shown(within(document.body).findByText('User deleted successfully'));
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Neha Gupta' })).toBeNull());
    // The row that opened the dialog is gone: focus waits on the list's heading, not lost to the page.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Users' })).toHaveFocus());
  },
};

export const DeleteWhenExpired: Story = {
  parameters: { scenario: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Rohit Das' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rohit Das' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await shown(
      within(document.body).findByText(
        'Your subscription has expired. Please renew to continue using the service.',
      ),
    );
    // Nothing was deleted: focus returns to the row's button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Rohit Das' })).toHaveFocus());
  },
};

/** Small screens: Last Active and Created At hidden, actions in a menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ravi Kumar', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Ravi Kumar' }));
    await shown(within(document.body).findByRole('menuitem', { name: /View/ }));
    await expect(canvas.queryByText('Created At')).toBeNull();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };
export const MobileDark: Story = { ...Mobile, globals: { theme: 'dark', viewport: { value: 'mobile' } } };
export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: 'mobile' } } };
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } };

/** A search that matches nobody says so. */
export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ravi Kumar' });
    await userEvent.type(canvas.getByPlaceholderText('Search users...'), 'nobody-here');
    await expect(await canvas.findByText('No users match')).toBeVisible();
  },
};
export const SearchNoMatchDark: Story = { ...SearchNoMatch, globals: { theme: 'dark' } };
