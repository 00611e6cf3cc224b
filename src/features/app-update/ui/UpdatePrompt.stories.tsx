import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, createWatch, type Scope } from 'effector';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $updateAvailable, applyUpdateFx, registerServiceWorkerFx, updateFound } from '../model/update';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'Features/UpdatePrompt',
  component: UpdatePrompt,
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {
  play: async ({ canvasElement, loaded }) => {
    await allSettled(updateFound, { scope: (loaded as { scope: Scope }).scope });
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/A new version of .* is available/, { selector: 'p' }),
    ).toBeVisible();
    // Spoken from a live region that was there before the offer appeared.
    await expect(
      canvas.getByText(/A new version of .* is available/, { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await expect(canvas.queryByText(/A new version/)).not.toBeInTheDocument();
  },
};

export const NewVersionDark: Story = {
  ...NewVersion,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

/** 'Reload' activates the waiting version (the stubbed `virtual:pwa-register` here) instead of dismissing. */
export const ReloadOnConsent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope: Scope }).scope;
    await allSettled(registerServiceWorkerFx, { scope });
    const applied = fn();
    const unwatch = createWatch({ unit: applyUpdateFx.done, scope, fn: applied });
    try {
      await allSettled(updateFound, { scope });
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(applied).toHaveBeenCalledTimes(1));
    } finally {
      unwatch();
    }
  },
};

/** A call room: no offer that would reload (and drop the call) until the visitor leaves it. */
export const DuringACall: Story = {
  parameters: { route: '/user/call/MEET-1' },
  play: async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope: Scope }).scope;
    await allSettled(updateFound, { scope });
    await expect(scope.getState($updateAvailable)).toBe(true);
    // Long enough for React to have shown the offer, were it to show it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/A new version of .* is available/)).not.toBeInTheDocument();
  },
};
