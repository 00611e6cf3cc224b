import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CareersPage } from './CareersPage';
import { enter } from '../../../../tests/stories/enter';

const meta = {
  title: 'Pages/Careers',
  component: CareersPage,
  parameters: { layout: 'fullscreen', route: '/careers' },
  args: { openMail: fn() },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof CareersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Senior Full Stack Developer', 'UI/UX Designer', 'DevOps Engineer']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    await expect(canvas.getByText('Job ID: MZ-FSD-2024-001')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why Join Us' })).toBeInTheDocument();
  },
};

export const PositionsDark: Story = {
  ...Positions,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
export const PositionsDesktop: Story = { ...Positions, globals: { viewport: { value: 'desktop' } } };

async function openApply(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply Now for DevOps Engineer' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Apply for DevOps Engineer',
  });
  // The dialog fades in.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const ApplyRequiredFields: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openApply(canvasElement);
    await expect(dialog.getByText('Job ID MZ-DOE-2024-001', { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Please fill in all required fields');
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

export const ApplyRequiredFieldsMobileDark: Story = {
  ...ApplyRequiredFields,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const ApplyWrongResumeType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openApply(canvasElement);
    await userEvent.upload(
      dialog.getByLabelText(/Resume/),
      new File(['x'], 'photo.png', { type: 'image/png' }),
      {
        applyAccept: false,
      },
    );
    await expect(dialog.getByText('Please upload your resume as a PDF, DOC or DOCX file')).toBeVisible();
  },
};

export const ApplyOpensMail: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openApply(canvasElement);
    await enter(dialog.getByLabelText(/Full name/), 'Dia Sen');
    await enter(dialog.getByLabelText(/^Email/), 'dia@mail.in');
    await enter(dialog.getByLabelText(/^Phone/), '9876543210');
    await userEvent.upload(
      dialog.getByLabelText(/Resume/),
      new File(['cv'], 'Dia-Sen.pdf', { type: 'application/pdf' }),
    );
    await enter(dialog.getByLabelText(/Total experience/), '4 years');
    await enter(dialog.getByLabelText(/Notice period/), '30 days');
    await userEvent.selectOptions(dialog.getByLabelText(/How did you hear/), 'Referral');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(args.openMail).toHaveBeenCalledWith(expect.stringMatching(/^mailto:careers@/)),
    );
  },
};
