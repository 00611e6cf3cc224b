import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@/shared/api';
import { fireOnMount, type FireStep } from '../../../../tests/stories/fire-on-mount';
import { withHostSession } from '../../../../tests/stories/host-session';
import { stripedImage } from '../../../../tests/stories/image-file';
import { body, shown } from '../../../../tests/stories/portal';
import { backgroundPickCrop } from '../model/call-background';
import { pictureCrop } from '../model/profile-picture';
import { CropDialog } from './CropDialog';
import { unanswered } from '../../../../tests/stories/msw';

const pick =
  (model: typeof pictureCrop | typeof backgroundPickCrop): FireStep =>
  async (scope) =>
    allSettled(model.fileSelected, { scope, params: await stripedImage() });

// The dialog opens once the picked image is drawn, encoded and decoded and the cropper's code has loaded: on a
// loaded machine that takes longer than Testing Library's default wait.
const cropperReady = { timeout: 10_000 };

// The model is not a story arg: Storybook serialises args, and an effector model cannot be.
const meta = {
  title: 'Features/CropUpload/CropDialog',
  decorators: [withHostSession],
  parameters: { route: '/settings' },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** 1:1 profile picture: zoom, rotate 90°, Save uploads a 512×512 JPEG and closes. */
export const ProfilePicture: Story = {
  render: () => <CropDialog model={pictureCrop} />,
  decorators: [fireOnMount(pick(pictureCrop))],
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Crop profile picture' }, cropperReady));
    const page = body();
    // Focus starts on the first control, so a screen reader is inside the dialog from the start.
    await waitFor(() => expect(page.getByRole('slider', { name: 'Zoom' })).toHaveFocus());
    await expect(await page.findByRole('img', { name: 'Image to crop' })).toBeVisible();
    // The crop frame is a named tab stop whose arrow keys move the image.
    await expect(page.getByRole('group', { name: 'Crop area' })).toHaveAccessibleDescription(
      'Use the arrow keys to move the image inside the frame.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Rotate 90°' }));
    await expect(page.getByText('90°')).toBeVisible();
    page.getByRole('slider', { name: 'Zoom' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(page.getByText('1.1×')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10_000 });
    await expect(await page.findByText('Profile picture updated successfully')).toBeVisible();
  },
};

/** 16:9 background for a host: Cancel closes without saving anything. */
export const Background: Story = {
  render: () => <CropDialog model={backgroundPickCrop} />,
  decorators: [fireOnMount(pick(backgroundPickCrop))],
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Crop background' }, cropperReady));
    await expect(await body().findByRole('img', { name: 'Image to crop' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ProfilePictureDark: Story = {
  render: () => <CropDialog model={pictureCrop} />,
  decorators: [fireOnMount(pick(pictureCrop))],
  globals: { theme: 'dark' },
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Crop profile picture' }, cropperReady));
    await expect(await body().findByRole('img', { name: 'Image to crop' })).toBeVisible();
  },
};

export const BackgroundMobile: Story = {
  ...Background,
  globals: { viewport: { value: 'mobile' } },
};

/** A phone on its side: the picture stands beside its controls, and Save is on screen without scrolling. */
export const ProfilePictureMobileLandscape: Story = {
  render: () => <CropDialog model={pictureCrop} />,
  decorators: [fireOnMount(pick(pictureCrop))],
  globals: { viewport: { value: 'mobileLandscape' } },
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Crop profile picture' }, cropperReady));
    const picture = await body().findByTestId('crop-area');
    const zoom = body().getByRole('slider', { name: 'Zoom' });
    await expect(zoom.getBoundingClientRect().left).toBeGreaterThan(picture.getBoundingClientRect().right);
    const save = body().getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** While the picture uploads, the dialog is busy: neither Save nor Cancel can be pressed again. */
export const ProfilePictureUploading: Story = {
  render: () => <CropDialog model={pictureCrop} />,
  decorators: [fireOnMount(pick(pictureCrop))],
  parameters: {
    msw: {
      handlers: [unanswered('post', `*${API_PATHS.hostProfilePicture}`)],
    },
  },
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Crop profile picture' }, cropperReady));
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await expect(body().getByRole('button', { name: /Saving|Uploading/ })).toBeDisabled();
  },
};

/** A refused upload says why in the dialog, which stays open with the crop, so Save can be tried again. */
export const ProfilePictureUploadFails: Story = {
  render: () => <CropDialog model={pictureCrop} />,
  decorators: [fireOnMount(pick(pictureCrop))],
  parameters: {
    msw: {
      handlers: [http.post(`*${API_PATHS.hostProfilePicture}`, () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async () => {
    const dialog = await shown(body().findByRole('dialog', { name: 'Crop profile picture' }, cropperReady));
    await userEvent.click(body().getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to update profile picture',
    );
    await expect(within(dialog).getByRole('img', { name: 'Image to crop' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
export const ProfilePictureUploadFailsDarkMobile: Story = {
  ...ProfilePictureUploadFails,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** By keyboard: the crop frame, a tab stop before Zoom, shows a clear focus ring and moves 10px per arrow key. */
export const ProfilePictureByKeyboard: Story = {
  render: () => <CropDialog model={pictureCrop} />,
  decorators: [fireOnMount(pick(pictureCrop))],
  play: async () => {
    await shown(body().findByRole('dialog', { name: 'Crop profile picture' }, cropperReady));
    const image = await body().findByRole('img', { name: 'Image to crop' });
    const frame = await body().findByRole('group', { name: 'Crop area' });
    body().getByRole('slider', { name: 'Zoom' }).focus();
    await userEvent.tab({ shift: true });
    await expect(frame).toHaveFocus();
    const ring = getComputedStyle(frame);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('3px');
    await expect(ring.outlineColor).toBe('rgb(255, 255, 255)');
    const before = image.style.transform;
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(image.style.transform).not.toBe(before));
    await expect(image.style.transform).toMatch(/^translate\(10px, 0px\)/);
  },
};
