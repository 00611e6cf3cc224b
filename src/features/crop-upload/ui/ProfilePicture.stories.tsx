import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAccountSession } from '../../../../tests/stories/account-session';
import { chooseImage } from '../../../../tests/stories/image-file';
import { body, shown } from '../../../../tests/stories/portal';
import { API_PATHS } from '@/shared/api';
import { ProfilePictureButton, ProfilePictureDialogs } from './ProfilePicture';
import { unanswered } from '../../../../tests/stories/msw';

function ProfilePicture() {
  return (
    <>
      <ProfilePictureButton />
      <ProfilePictureDialogs />
    </>
  );
}

const meta = {
  title: 'Features/CropUpload/ProfilePicture',
  component: ProfilePicture,
  // The host on its settings, or (parameters.asUser) a sub-user on their profile.
  decorators: [withAccountSession],
  parameters: { route: '/settings' },
} satisfies Meta<typeof ProfilePicture>;

export default meta;
type Story = StoryObj<typeof meta>;

const hostPicture = `*${API_PATHS.hostProfilePicture}`;

async function openOptions() {
  await userEvent.click(await body().findByRole('button', { name: 'Change profile picture' }));
  return within(await shown(body().findByRole('dialog', { name: 'Profile Picture' })));
}

async function askToRemove() {
  const options = await openOptions();
  await userEvent.click(options.getByRole('button', { name: 'Remove Picture' }));
  return within(await shown(body().findByRole('alertdialog', { name: 'Remove profile picture?' })));
}

/** With a picture: choose a new one from the gallery, or remove it. */
export const Options: Story = {
  play: async () => {
    const options = await openOptions();
    await expect(options.getByRole('button', { name: 'Choose from Gallery' })).toBeVisible();
    await expect(options.getByRole('button', { name: 'Remove Picture' })).toBeVisible();
  },
};
export const OptionsDarkMobile: Story = {
  ...Options,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** The camera badge stays clear of the initials, so they read whole. */
async function expectInitialsClearOfBadge(canvasElement: HTMLElement, initials: string) {
  const text = document.createRange();
  text.selectNodeContents(await within(canvasElement).findByText(initials));
  const letters = text.getBoundingClientRect();
  const badge = canvasElement.querySelector('.camera')!.getBoundingClientRect();
  const overlaps =
    badge.left < letters.right &&
    letters.left < badge.right &&
    badge.top < letters.bottom &&
    letters.top < badge.bottom;
  await expect(overlaps).toBe(false);
}

/** Without a picture there is nothing to remove: only the gallery is offered, and the initials read whole. */
export const OptionsWithoutPicture: Story = {
  parameters: { hostSession: { patchUser: (user: object) => ({ ...user, profilePicture: '' }) } },
  play: async ({ canvasElement }) => {
    await expectInitialsClearOfBadge(canvasElement, 'AV');
    const options = await openOptions();
    await expect(options.getByRole('button', { name: 'Choose from Gallery' })).toBeVisible();
    await expect(options.queryByRole('button', { name: 'Remove Picture' })).not.toBeInTheDocument();
  },
};

/**
 * A picture chosen from the gallery: the options close and the crop takes focus (on Zoom) and keeps it, rather
 * than leaving it on the page behind; closing the crop returns it to the avatar button.
 */
export const ChooseFromGallery: Story = {
  play: async () => {
    const options = await openOptions();
    options.getByRole('button', { name: 'Choose from Gallery' }).focus();
    await chooseImage('picture-file-input');
    const crop = await shown(
      body().findByRole('dialog', { name: 'Crop profile picture' }, { timeout: 10_000 }),
    );
    const zoom = within(crop).getByRole('slider', { name: 'Zoom' });
    await waitFor(() => expect(zoom).toHaveFocus());
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Profile Picture' })).toBeNull());
    await expect(zoom).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body().getByRole('button', { name: 'Change profile picture' })).toHaveFocus());
  },
};

/** Remove asks first, with Cancel focused; confirmed, the picture goes and the initials show. */
export const RemovePicture: Story = {
  play: async () => {
    const confirm = await askToRemove();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await shown(body().findByText('Profile picture removed successfully'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(body().getByText('AV')).toBeVisible();
  },
};
export const RemovePictureDark: Story = { ...RemovePicture, globals: { theme: 'dark' } };

/** While the picture is removed, neither button can be pressed again. */
export const Removing: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('delete', hostPicture)],
    },
  },
  play: async () => {
    const confirm = await askToRemove();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** A refused removal says so and leaves the question open, so Remove can be tried again. */
export const RemoveFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.delete(hostPicture, () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async () => {
    const confirm = await askToRemove();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await shown(body().findByText('Failed to remove profile picture'));
    await expect(confirm.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};
export const RemoveFailedMobile: Story = { ...RemoveFailed, globals: { viewport: { value: 'mobile' } } };

/** A sub-user manages their own picture the same way, on their own account. */
export const SubUser: Story = {
  parameters: { asUser: true, route: '/user-profile' },
  play: async ({ canvasElement }) => {
    const confirm = await askToRemove();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await shown(body().findByText('Profile picture removed successfully'));
    await expect(body().getByText('RK')).toBeVisible();
    await expectInitialsClearOfBadge(canvasElement, 'RK');
  },
};
