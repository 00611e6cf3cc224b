import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { config } from '@/shared/config';
import { body } from '../../../../tests/stories/portal';
import { JOBS, type Job } from '../lib/jobs';
import { ApplyDialog } from './ApplyDialog';
import { enter } from '../../../../tests/stories/enter';

function jobById(id: string): Job {
  const job = JOBS.find((candidate) => candidate.id === id);
  if (!job) throw new Error(`ApplyDialog stories: no job ${id}`);
  return job;
}

const JOB = jobById('MZ-FSD-2024-001');

/** `openMail` is a spy: the built mailto link is checked instead of leaving the page for a mail app. */
const meta = {
  title: 'Pages/Careers/ApplyDialog',
  component: ApplyDialog,
  args: { job: JOB, onClose: fn(), openMail: fn() },
} satisfies Meta<typeof ApplyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog() {
  const dialog = await body().findByRole('dialog', { name: `Apply for ${JOB.title}` });
  // The dialog fades in.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

type Dialog = Awaited<ReturnType<typeof findDialog>>;

const REQUIRED_FIELDS = [/^Full name/, /^Email/, /^Phone/, /^Total experience/, /^Notice period/];

/** Every required field, valid, plus two optional ones. */
async function fillValid(
  dialog: Dialog,
  resume = new File(['cv'], 'Dia-Sen.pdf', { type: 'application/pdf' }),
) {
  await enter(dialog.getByLabelText(/^Full name/), 'Dia Sen');
  await enter(dialog.getByLabelText(/^Email/), 'dia@mail.in');
  await enter(dialog.getByLabelText(/^Phone/), '9876543210');
  await userEvent.upload(dialog.getByLabelText(/^Resume/), resume, { applyAccept: false });
  await enter(dialog.getByLabelText(/^Total experience/), '6 years');
  await enter(dialog.getByLabelText(/^Notice period/), '30 days');
  await enter(dialog.getByLabelText(/^Expected CTC/), '₹30 LPA');
  await userEvent.selectOptions(dialog.getByLabelText(/^How did you hear/), 'Referral');
  await enter(dialog.getByLabelText(/^Cover letter/), 'I build calm real-time apps.');
}

/** Nothing filled in yet; the job ID and the careers address are stated up front. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await expect(dialog.getByText(`Job ID ${JOB.id}`, { exact: false })).toBeVisible();
    await expect(dialog.getByText(config.careersEmail, { exact: false })).toBeVisible();
    for (const label of REQUIRED_FIELDS) await expect(dialog.getByLabelText(label)).toHaveValue('');
    await expect(dialog.getByLabelText(/^How did you hear/)).toHaveDisplayValue('Choose one');
    await expect(dialog.getByRole('status')).toHaveTextContent('');
    await expect(dialog.queryByText('This field is required')).toBeNull();
    await expect(args.openMail).not.toHaveBeenCalled();
    // The resume picker's button reads in the form's type and colours, not the browser's black-on-grey.
    const resume = dialog.getByLabelText(/^Resume/);
    const picker = getComputedStyle(resume, '::file-selector-button');
    await expect(picker.fontFamily).toBe(getComputedStyle(resume).fontFamily);
    await expect(picker.fontSize).toBe(getComputedStyle(dialog.getByText(/^Job ID/)).fontSize);
    await expect(picker.color).toBe(getComputedStyle(dialog.getByText(/^Full name/)).color);
  },
};

/** Submitting empty marks every required field and says so in the live status; no mail is opened. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Please fill in all required fields');
    // Name, email, phone, experience, notice period, source.
    await expect(dialog.getAllByText('This field is required')).toHaveLength(6);
    await expect(dialog.getByText('Please attach your resume')).toBeVisible();
    // Each error is announced with its control.
    for (const label of [...REQUIRED_FIELDS, /^How did you hear/]) {
      const control = dialog.getByLabelText(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription('This field is required');
    }
    await expect(dialog.getByLabelText(/^Resume/)).toHaveAccessibleDescription('Please attach your resume');
    await expect(dialog.getByLabelText(/^Portfolio/)).not.toHaveAttribute('aria-invalid');
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

/** Everything filled in but the address is not one. */
export const InvalidEmail: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await fillValid(dialog);
    await userEvent.clear(dialog.getByLabelText(/^Email/));
    await enter(dialog.getByLabelText(/^Email/), 'dia.mail.in');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email');
    await expect(dialog.queryByText('This field is required')).toBeNull();
    await expect(dialog.getByRole('status')).toHaveTextContent('Please fill in all required fields');
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

/** A resume that is not PDF/DOC/DOCX is flagged as soon as it is picked, and blocks submitting. */
export const WrongResumeType: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await fillValid(dialog, new File(['x'], 'photo.png', { type: 'image/png' }));
    const message = 'Please upload your resume as a PDF, DOC or DOCX file';
    await expect(dialog.getByText(message)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(dialog.getByRole('status')).toHaveTextContent(message);
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

/** A valid form opens the mail app once with the application as subject and body. */
export const OpensMail: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await fillValid(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(args.openMail).toHaveBeenCalledTimes(1);
    const href = String((args.openMail as Mock).mock.calls[0]?.[0]);
    const mail = new URL(href);
    await expect(mail.protocol).toBe('mailto:');
    await expect(mail.pathname).toBe(config.careersEmail);
    await expect(mail.searchParams.get('subject')).toBe(
      'Application for Senior Full Stack Developer (MZ-FSD-2024-001) - Dia Sen',
    );
    const lines = (mail.searchParams.get('body') ?? '').split('\n');
    for (const line of [
      'Position: Senior Full Stack Developer',
      'Job ID: MZ-FSD-2024-001',
      'Name: Dia Sen',
      'Email: dia@mail.in',
      'Phone: 9876543210',
      'Experience: 6 years',
      'Notice period: 30 days',
      'Current CTC: -',
      'Expected CTC: ₹30 LPA',
      'Heard about us via: Referral',
      'I build calm real-time apps.',
      'Resume: Dia-Sen.pdf (attached to this e-mail)',
    ]) {
      await expect(lines).toContain(line);
    }
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Your e-mail app is opening with the application filled in. Attach your resume and press send.',
    );
    await expect(dialog.queryByText('This field is required')).toBeNull();
  },
};

/** Cancel, the close button and Escape all ask the page to close it; nothing is sent. */
export const Close: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
export const RequiredFieldsDark: Story = { ...RequiredFields, globals: { theme: 'dark' } };
export const OpensMailMobile: Story = { ...OpensMail, globals: { viewport: { value: 'mobile' } } };
