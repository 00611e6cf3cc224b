import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { body, scopeOf, shown } from '../../../../tests/stories/portal';
import {
  $createdCredentials,
  userFormNameChanged,
  userFormOpened,
  userFormPasswordChanged,
  userFormPasswordToggled,
  userFormSubmitted,
} from '../model/user-form';
import { CredentialsDialog } from './CredentialsDialog';

/** The modal opens after a real create against the mock backend (the server assigns the User ID). */
const afterCreate = fireOnMount(
  fire(userFormOpened, { mode: 'create' }),
  fire(userFormNameChanged, 'Maya Joshi'),
  fire(userFormPasswordToggled, true),
  fire(userFormPasswordChanged, 'maya2025'),
  fire(userFormSubmitted),
);

const meta = {
  title: 'Features/CredentialsDialog',
  component: CredentialsDialog,
  parameters: { scenario: 'default' },
  decorators: [afterCreate, withHostSession],
} satisfies Meta<typeof CredentialsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  return within(await shown(body().findByRole('dialog', { name: 'User Created Successfully' })));
}

/** The clipboard is stubbed: headless browsers may deny it; the story checks the app, not the browser. */
function stubClipboard(result: 'ok' | 'denied') {
  return () => {
    const spy = spyOn(navigator.clipboard, 'writeText');
    if (result === 'ok') spy.mockResolvedValue(undefined);
    else spy.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const legacy = spyOn(document, 'execCommand').mockReturnValue(result === 'ok');
    return () => {
      spy.mockRestore();
      legacy.mockRestore();
    };
  };
}

/** User ID and password with a copy button each; Copy All copies every detail; Done closes. */
export const Default: Story = {
  beforeEach: stubClipboard('ok'),
  play: async ({ loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await openDialog();
    const created = scope.getState($createdCredentials);
    await expect(created).not.toBeNull();
    const userId = created?.userId ?? '';
    await expect(userId).not.toBe('');

    await expect(dialog.getByText('Share these sign-in details with Maya Joshi.')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'User ID' })).toHaveTextContent(userId);
    await expect(dialog.getByRole('group', { name: 'Password' })).toHaveTextContent('maya2025');

    await userEvent.click(dialog.getByRole('button', { name: 'Copy User ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(userId);
    await shown(body().findByText('User ID copied to clipboard'));

    await userEvent.click(dialog.getByRole('button', { name: 'Copy Password' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('maya2025');
    await shown(body().findByText('Password copied to clipboard'));

    await userEvent.click(dialog.getByRole('button', { name: 'Copy All' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(
      `Name: Maya Joshi\nUser ID: ${userId}\nPassword: maya2025`,
    );
    await shown(body().findByText('All details copied to clipboard'));

    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(scope.getState($createdCredentials)).toBeNull();
  },
};

/** No clipboard at all (denied and no legacy fallback): an error toast instead of a false success. */
export const CopyFails: Story = {
  beforeEach: stubClipboard('denied'),
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy All' }));
    await shown(body().findByText('Failed to copy to clipboard'));
    await expect(body().queryByText('All details copied to clipboard')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy User ID' }));
    await waitFor(() => expect(body().getAllByText('Failed to copy to clipboard')).toHaveLength(2));
    await expect(body().queryByText('User ID copied to clipboard')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('group', { name: 'Password' })).toHaveTextContent('maya2025');
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };
