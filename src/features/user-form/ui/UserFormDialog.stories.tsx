import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SubUser } from '@/entities/user';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, scopeOf, shown } from '../../../../tests/stories/portal';
import { $createdCredentials, $userFormOpen, userFormOpened } from '../model/user-form';
import { UserFormDialog } from './UserFormDialog';
import { enter } from '../../../../tests/stories/enter';
import { refused, unanswered } from '../../../../tests/stories/msw';

/** Seeded inactive member of the default scenario's team. */
const SARA: SubUser = {
  _id: 'story-sara',
  userId: 'PA100006',
  name: 'Sara Khan',
  isActive: false,
  createdAt: '2025-01-10T09:00:00.000Z',
};

const meta = {
  title: 'Features/UserFormDialog',
  component: UserFormDialog,
  parameters: { scenario: 'default' },
  decorators: [withHostSession],
} satisfies Meta<typeof UserFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCreate = fireOnMount(fire(userFormOpened, { mode: 'create' }));
const openEdit = fireOnMount(fire(userFormOpened, { mode: 'edit', user: SARA }));

async function openDialog(name: 'Create User' | 'Edit User') {
  return within(await shown(body().findByRole('dialog', { name })));
}

/** Create mode: empty name, Active on, a password generated on the server. */
export const Create: Story = {
  decorators: [openCreate],
  play: async () => {
    const dialog = await openDialog('Create User');
    await expect(dialog.getByLabelText(/Name/)).toHaveValue('');
    await expect(dialog.getByLabelText('Active')).toBeChecked();
    await expect(dialog.getByLabelText('Set custom password')).not.toBeChecked();
    await expect(
      dialog.getByText('A password is generated for this user when you create the account.'),
    ).toBeVisible();
    await expect(dialog.queryByLabelText(/^Password/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Create User' })).toBeEnabled();
  },
};

/** Each validation rule of create mode, then a valid save with a custom password and Active off. */
export const CreateValidation: Story = {
  decorators: [openCreate],
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await openDialog('Create User');
    const submit = () => userEvent.click(dialog.getByRole('button', { name: 'Create User' }));

    await submit();
    await shown(dialog.findByText('Name is required'));
    await userEvent.type(dialog.getByLabelText(/Name/), '   ');
    await submit();
    await shown(dialog.findByText('Name is required'));

    await userEvent.clear(dialog.getByLabelText(/Name/));
    await enter(dialog.getByLabelText(/Name/), 'Maya Joshi');
    await waitFor(() => expect(dialog.queryByText('Name is required')).toBeNull());

    await userEvent.click(dialog.getByText('Set custom password'));
    const password = dialog.getByLabelText(/^Password/) as HTMLInputElement;
    await waitFor(() => expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/));
    await userEvent.clear(password);
    await submit();
    await shown(dialog.findByText('Password is required when custom password is enabled'));
    // A pressed submit leaves focus on the field its error names.
    await waitFor(() => expect(password).toHaveFocus());

    await userEvent.click(dialog.getByRole('button', { name: 'Generate password' }));
    await waitFor(() => expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/));
    await waitFor(() =>
      expect(dialog.queryByText('Password is required when custom password is enabled')).toBeNull(),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'maya2025');

    await userEvent.click(dialog.getByText('Active'));
    await expect(dialog.getByLabelText('Active')).not.toBeChecked();

    await submit();
    await shown(body().findByText('User created successfully'));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Create User' })).toBeNull());
    await expect(scope.getState($userFormOpen)).toBe(false);
    await expect(scope.getState($createdCredentials)).toMatchObject({
      name: 'Maya Joshi',
      isActive: false,
      tempPassword: 'maya2025',
    });
  },
};

/** Turning the custom password on fills in a generated 8-character password; the button makes another. */
export const GeneratedPassword: Story = {
  decorators: [openCreate],
  play: async () => {
    const dialog = await openDialog('Create User');
    await userEvent.click(dialog.getByText('Set custom password'));
    const password = dialog.getByLabelText(/^Password/) as HTMLInputElement;
    await waitFor(() => expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/));
    await expect(
      dialog.getByText('A random 8-character password is filled in; type your own or generate another.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /show password/i }));
    await expect(password).toHaveAttribute('type', 'text');
    const first = password.value;
    // Two random 8-character passwords from 62 symbols colliding is practically impossible; retry once anyway.
    await userEvent.click(dialog.getByRole('button', { name: 'Generate password' }));
    if (password.value === first) {
      await userEvent.click(dialog.getByRole('button', { name: 'Generate password' }));
    }
    await waitFor(() => expect(password.value).not.toBe(first));
    await expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/);
  },
};

/** While saving, the buttons are busy and Cancel is disabled. */
export const Saving: Story = {
  decorators: [openCreate],
  parameters: {
    msw: {
      handlers: [unanswered('post', '/api/users')],
    },
  },
  play: async () => {
    const dialog = await openDialog('Create User');
    await enter(dialog.getByLabelText(/Name/), 'Maya Joshi');
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** The server refuses: the form stays open with what was typed and the message is shown. */
export const ServerError: Story = {
  decorators: [openCreate],
  parameters: {
    msw: {
      handlers: [refused('post', '/api/users', 400, 'A user with this name already exists')],
    },
  },
  play: async () => {
    const dialog = await openDialog('Create User');
    await enter(dialog.getByLabelText(/Name/), 'Ravi Kumar');
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await shown(body().findByText('A user with this name already exists'));
    await expect(dialog.getByLabelText(/Name/)).toHaveValue('Ravi Kumar');
  },
};

/** Edit mode: the user's name and Active state, 'Change Password' and its own rule, then a save. */
export const Edit: Story = {
  decorators: [openEdit],
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await openDialog('Edit User');
    await expect(dialog.getByLabelText(/Name/)).toHaveValue('Sara Khan');
    await expect(dialog.getByLabelText('Active')).not.toBeChecked();
    await expect(dialog.queryByText('Set custom password')).toBeNull();
    await expect(
      dialog.queryByText('A password is generated for this user when you create the account.'),
    ).toBeNull();

    await userEvent.click(dialog.getByText('Change Password'));
    const password = dialog.getByLabelText(/New Password/) as HTMLInputElement;
    await waitFor(() => expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/));
    await userEvent.clear(password);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await shown(dialog.findByText('New password is required when changing password'));

    await userEvent.click(dialog.getByText('Change Password'));
    await waitFor(() => expect(dialog.queryByLabelText(/New Password/)).toBeNull());
    await userEvent.click(dialog.getByText('Active'));
    await expect(dialog.getByLabelText('Active')).toBeChecked();
    await userEvent.clear(dialog.getByLabelText(/Name/));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await shown(dialog.findByText('Name is required'));
    await userEvent.type(dialog.getByLabelText(/Name/), 'Sara K.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await shown(body().findByText('User updated successfully'));
    await waitFor(() => expect(scope.getState($userFormOpen)).toBe(false));
  },
};

/** A refused edit says so in the form, which stays open with the changes as typed. */
export const EditServerError: Story = {
  decorators: [openEdit],
  parameters: {
    msw: { handlers: [http.put('*/api/users/:userId', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async () => {
    const dialog = await openDialog('Edit User');
    await userEvent.type(dialog.getByLabelText(/Name/), ' K.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await shown(
      body()
        .findAllByText('Failed to update user')
        .then((found) => found[0]!),
    );
    await expect(dialog.getByLabelText(/Name/)).toHaveValue('Sara Khan K.');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};
export const EditServerErrorMobile: Story = {
  ...EditServerError,
  globals: { viewport: { value: 'mobile' } },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  decorators: [openEdit],
  play: async ({ loaded }) => {
    const dialog = await openDialog('Edit User');
    await userEvent.type(dialog.getByLabelText(/Name/), ' (old)');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Edit User' })).toBeNull());
    await expect(scopeOf(loaded).getState($userFormOpen)).toBe(false);
    await expect(body().queryByText('User updated successfully')).toBeNull();
  },
};

export const CreateDark: Story = { ...Create, globals: { theme: 'dark' } };
export const EditDark: Story = {
  decorators: [openEdit],
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await openDialog('Edit User');
    await userEvent.click(dialog.getByText('Change Password'));
    await waitFor(() =>
      expect((dialog.getByLabelText(/New Password/) as HTMLInputElement).value).toHaveLength(8),
    );
  },
};
export const CreateMobile: Story = { ...CreateValidation, globals: { viewport: { value: 'mobile' } } };
