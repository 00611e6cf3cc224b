import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled, fork, type Scope } from 'effector';
import { expect, userEvent, within } from 'storybook/test';
import { installRequested } from '../model/install';
import { InstallInstructionsDialog } from './InstallInstructionsDialog';

const meta = {
  title: 'Features/InstallInstructionsDialog',
  component: InstallInstructionsDialog,
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof InstallInstructionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope?: Scope }).scope ?? fork();
    await allSettled(installRequested, { scope });
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: /Install/ })).toBeVisible();
    await expect(dialog.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(dialog.getByRole('button', { name: 'Got it' }));
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
