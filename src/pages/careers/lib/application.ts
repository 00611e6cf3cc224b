import { EMAIL_MESSAGES, isEmailAddress } from '@/shared/api';
import type { Job } from './jobs';

export interface Application {
  name: string;
  email: string;
  phone: string;
  resume: File | null;
  coverLetter: string;
  portfolio: string;
  linkedin: string;
  github: string;
  experience: string;
  noticePeriod: string;
  currentCTC: string;
  expectedCTC: string;
  source: string;
}

export const emptyApplication: Application = {
  name: '',
  email: '',
  phone: '',
  resume: null,
  coverLetter: '',
  portfolio: '',
  linkedin: '',
  github: '',
  experience: '',
  noticePeriod: '',
  currentCTC: '',
  expectedCTC: '',
  source: '',
};

export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const APPLICATION_MESSAGES = {
  required: 'Please fill in all required fields',
  invalidEmail: EMAIL_MESSAGES.invalid,
  resumeType: 'Please upload your resume as a PDF, DOC or DOCX file',
} as const;

export function isAcceptedResume(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (RESUME_EXTENSIONS as readonly string[]).includes(extension);
}

export type ApplicationErrors = Partial<Record<keyof Application, string>>;

/** Required: name, email, phone, resume, experience, notice period, source (spec 02 §5). */
export function validateApplication(application: Application): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const key of ['name', 'email', 'phone', 'experience', 'noticePeriod', 'source'] as const) {
    if (!application[key].trim()) errors[key] = 'This field is required';
  }
  if (!errors.email && !isEmailAddress(application.email)) {
    errors.email = APPLICATION_MESSAGES.invalidEmail;
  }
  if (!application.resume) errors.resume = 'Please attach your resume';
  else if (!isAcceptedResume(application.resume)) errors.resume = APPLICATION_MESSAGES.resumeType;
  return errors;
}

/** A prefilled message to the careers address; the resume is attached by the applicant in their mail app. */
export function buildApplicationMailto(careersEmail: string, job: Job, application: Application): string {
  const line = (label: string, value: string) => `${label}: ${value.trim() || '-'}`;
  const body = [
    `Position: ${job.title}`,
    `Job ID: ${job.id}`,
    '',
    line('Name', application.name),
    line('Email', application.email),
    line('Phone', application.phone),
    line('Experience', application.experience),
    line('Notice period', application.noticePeriod),
    line('Current CTC', application.currentCTC),
    line('Expected CTC', application.expectedCTC),
    line('Portfolio', application.portfolio),
    line('LinkedIn', application.linkedin),
    line('GitHub', application.github),
    line('Heard about us via', application.source),
    '',
    'Cover letter:',
    application.coverLetter.trim() || '-',
    '',
    `Resume: ${application.resume?.name ?? '-'} (attached to this e-mail)`,
  ].join('\n');
  const subject = `Application for ${job.title} (${job.id}) - ${application.name.trim()}`;
  return `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
