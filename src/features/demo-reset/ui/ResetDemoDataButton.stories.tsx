import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, shown } from '../../../../tests/stories/portal';
import { RESET_DEMO_DATA_FAILED_MESSAGE, RESET_DEMO_DATA_PATH } from '../model/reset';
import { ResetDemoDataButton } from './ResetDemoDataButton';
import { refused, unanswered } from '../../../../tests/stories/msw';

/**
 * 'Reset demo data' as the offline and demo modes show it (`available`): the confirmation, the request while
 * it runs, and a refused reset. A successful reset reloads every tab of the app, which a story cannot show:
 * the e2e suite (shared-browser-backend.spec.ts) covers it.
 */
const meta = {
  title: 'Features/DemoReset/ResetDemoDataButton',
  component: ResetDemoDataButton,
  args: { available: true },
} satisfies Meta<typeof ResetDemoDataButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openConfirmation(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset demo data' }));
  return within(await shown(body().findByRole('alertdialog', { name: 'Reset demo data?' })));
}

/** The action asks first; Cancel closes and resets nothing. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openConfirmation(canvasElement);
    await expect(dialog.getByText(/Every open tab reloads and signs out/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const ConfirmationMobileDark: Story = {
  ...Confirmation,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** While the backend reseeds, Reset shows it is busy. */
export const Resetting: Story = {
  parameters: {
    msw: {
      handlers: [unanswered('post', `*${RESET_DEMO_DATA_PATH}`)],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirmation(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Reset/ })).toHaveAttribute('data-loading'),
    );
  },
};

/** A refused reset closes the confirmation, says so, and leaves the action available. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [refused('post', `*${RESET_DEMO_DATA_PATH}`, 403, 'Reset accepts only same-origin requests')],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirmation(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await shown(body().findByText(RESET_DEMO_DATA_FAILED_MESSAGE));
    await expect(within(canvasElement).getByRole('button', { name: 'Reset demo data' })).toBeEnabled();
  },
};

/** Outside the offline and demo modes there is nothing to reset: no control. */
export const ServerBackend: Story = {
  args: { available: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Reset demo data' })).toBeNull();
  },
};
