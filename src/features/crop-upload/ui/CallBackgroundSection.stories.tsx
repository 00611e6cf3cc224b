import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fire, fireOnMount } from '../../../../tests/stories/fire-on-mount';
import { withAccountSession } from '../../../../tests/stories/account-session';
import { chooseImage } from '../../../../tests/stories/image-file';
import { body, shown } from '../../../../tests/stories/portal';
import { API_PATHS } from '@/shared/api';
import { backgroundSectionOpened } from '../model/call-background';
import { CallBackgroundSection } from './CallBackgroundSection';
import { unanswered } from '../../../../tests/stories/msw';

const meta = {
  title: 'Features/CropUpload/CallBackgroundSection',
  component: CallBackgroundSection,
  // The host on its settings, or (parameters.asUser) a sub-user on their profile; the section loads its list
  // when shown, as those pages tell it.
  decorators: [fireOnMount(fire(backgroundSectionOpened)), withAccountSession],
  parameters: { route: '/settings' },
} satisfies Meta<typeof CallBackgroundSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const hostBackground = `*${API_PATHS.hostCallBackground}`;

async function section(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Inbuilt 2' }, { timeout: 5000 });
  return canvas;
}

/** The seeded host's first inbuilt background is chosen; another one is saved and stays chosen. */
export const ChooseAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Inbuilt 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Inbuilt 2' }));
    await expect(canvas.getByRole('button', { name: 'Inbuilt 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Background' }));
    await shown(body().findByText('Call background updated successfully'));
    await expect(canvas.getByRole('button', { name: 'Inbuilt 2' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const ChooseAndSaveDarkMobile: Story = {
  ...ChooseAndSave,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** Remove goes back to the default background. */
export const RemoveBackground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Background' }));
    await shown(body().findByText('Call background updated successfully'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** While the choice saves, Save says so and neither button can be pressed again. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('post', hostBackground)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Inbuilt 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Background' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Background' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** A refused save says so and keeps the new choice, so Save can be tried again. */
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: [http.post(hostBackground, () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Inbuilt 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Background' }));
    await shown(body().findByText('Failed to update call background'));
    await expect(canvas.getByRole('button', { name: 'Inbuilt 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Save Background' })).toBeEnabled();
  },
};
export const SaveFailsDark: Story = { ...SaveFails, globals: { theme: 'dark' } };

/** A sub-user saves their own background the same way, on their own account. */
export const SubUser: Story = {
  args: { uploadOnCrop: true },
  parameters: { asUser: true, route: '/user-profile' },
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Inbuilt 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Background' }));
    await shown(body().findByText('Call background updated successfully'));
  },
};

/** An uploaded image opens the crop, which takes focus (on Zoom) from the Upload tile behind it. */
export const UploadTakesFocusToCrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await section(canvasElement);
    canvas.getByRole('button', { name: 'Upload' }).focus();
    await chooseImage('background-file-input');
    const crop = await shown(body().findByRole('dialog', { name: 'Crop background' }, { timeout: 10_000 }));
    await waitFor(() => expect(within(crop).getByRole('slider', { name: 'Zoom' })).toHaveFocus());
  },
};
