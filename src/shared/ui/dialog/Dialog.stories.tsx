import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Field } from '../field/Field';
import { Dialog, type DialogProps } from './Dialog';

function WithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit user</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Edit user',
    children: (
      <Field label="Full name">
        <Input defaultValue="Amit Sharma" />
      </Field>
    ),
    footer: <Button>Save</Button>,
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit user' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit user' });
    // Focus is trapped: tabbing cycles through the dialog's controls only.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { open: true, children: <Text>Dialogs keep focus inside until closed.</Text> },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit user' });
    await waitFor(() => expect(dialog).toHaveTextContent('Dialogs keep focus inside until closed.'));
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { open: true, isBusy: true, footer: <Button loading>Save</Button> },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Edit user' });
    await expect(body.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

/** A field inside takes focus as the dialog opens (an OTP box, a first field): closing still returns to the opener. */
export const FieldFocusedOnOpen: Story = {
  args: {
    children: (
      <Field label="Full name">
        <Input defaultValue="Amit Sharma" autoFocus />
      </Field>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit user' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit user' });
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function FormThenResult() {
  const [step, setStep] = useState<'none' | 'form' | 'result'>('none');
  return (
    <>
      <Button onClick={() => setStep('form')}>Add user</Button>
      <Dialog
        open={step === 'form'}
        onClose={() => setStep('none')}
        title="Add user"
        footer={<Button onClick={() => setStep('result')}>Create</Button>}
      />
      <Dialog open={step === 'result'} onClose={() => setStep('none')} title="User created">
        <Text>Share these details.</Text>
      </Dialog>
    </>
  );
}

/** A dialog opened from another's button as that one closes: closing it returns focus to the page's opener. */
export const OpenedFromAnotherDialog: Story = {
  render: () => <FormThenResult />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Add user' });
    await userEvent.click(trigger);
    const form = await body.findByRole('dialog', { name: 'Add user' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await body.findByRole('dialog', { name: 'User created' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function NoticeOnArrival() {
  const [open, setOpen] = useState(true);
  return (
    <main tabIndex={-1}>
      <Button>Quick action</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Welcome">
        <Text>Opened by the app, not by a control.</Text>
      </Dialog>
    </main>
  );
}

/** Opened by the app itself (a welcome on arrival): closing puts focus in the page's main region, not nowhere. */
export const OpenedWithoutOpener: Story = {
  render: () => <NoticeOnArrival />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Welcome' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Quick action' })).toHaveFocus();
  },
};
