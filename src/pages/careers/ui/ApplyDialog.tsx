import { Box, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { config } from '@/shared/config';
import { Button, Dialog, Field, useHeldWhileClosing } from '@/shared/ui';
import {
  APPLICATION_MESSAGES,
  RESUME_ACCEPT,
  buildApplicationMailto,
  emptyApplication,
  validateApplication,
  type Application,
  type ApplicationErrors,
} from '../lib/application';
import { SOURCES, type Job } from '../lib/jobs';

export interface ApplyDialogProps {
  job: Job | null;
  onClose: () => void;
  /** Opens the mail client; replaced in stories and tests. */
  openMail?: (href: string) => void;
}

const openInMailClient = (href: string) => {
  window.location.href = href;
};

/** The application form (spec 02 §3): builds a prefilled mail to the careers address; nothing is uploaded. */
export function ApplyDialog({ job, onClose, openMail = openInMailClient }: ApplyDialogProps) {
  const [application, setApplication] = useState<Application>(emptyApplication);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [status, setStatus] = useState('');
  const shownJob = useHeldWhileClosing(job);

  const set =
    (key: Exclude<keyof Application, 'resume'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setApplication((current) => ({ ...current, [key]: event.target.value }));

  const onResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setApplication((current) => ({ ...current, resume: file }));
    if (file) {
      const resumeError = validateApplication({ ...application, resume: file }).resume;
      setErrors((current) => ({ ...current, resume: resumeError }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!job) return;
    const found = validateApplication(application);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus(
        found.resume === APPLICATION_MESSAGES.resumeType ? found.resume : APPLICATION_MESSAGES.required,
      );
      return;
    }
    setStatus(
      'Your e-mail app is opening with the application filled in. Attach your resume and press send.',
    );
    openMail(buildApplicationMailto(config.careersEmail, job, application));
  };

  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      size="lg"
      title={shownJob ? `Apply for ${shownJob.title}` : 'Apply'}
      footer={
        <>
          <Button variant="ghost" colorPalette="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="apply-form">
            Submit Application
          </Button>
        </>
      }
    >
      <form id="apply-form" onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            Job ID {shownJob?.id}. Submitting opens your e-mail app with a message to {config.careersEmail};
            nothing is sent until you press send there.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field label="Full name" required errorText={errors.name}>
              <Input name="name" autoComplete="name" value={application.name} onChange={set('name')} />
            </Field>
            <Field label="Email" required errorText={errors.email}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={application.email}
                onChange={set('email')}
              />
            </Field>
            <Field label="Phone" required errorText={errors.phone}>
              <Input
                name="phone"
                type="tel"
                autoComplete="tel"
                value={application.phone}
                onChange={set('phone')}
              />
            </Field>
            <Field label="Resume (PDF, DOC or DOCX)" required errorText={errors.resume}>
              <Input
                name="resume"
                type="file"
                accept={RESUME_ACCEPT}
                onChange={onResume}
                pt="1.5"
                cursor="pointer"
                // The picker's button in the form's own type and colours, not the browser's grey system button.
                _file={{
                  font: 'inherit',
                  fontSize: 'sm',
                  fontWeight: 'medium',
                  color: 'fg',
                  bg: 'bg.muted',
                  borderWidth: '0',
                  borderRadius: 'l1',
                  px: '3',
                  py: '1',
                  me: '3',
                  cursor: 'pointer',
                }}
                _hover={{ _file: { bg: 'bg.emphasized' } }}
              />
            </Field>
            <Field label="Total experience" required errorText={errors.experience}>
              <Input
                name="experience"
                placeholder="e.g. 5 years"
                value={application.experience}
                onChange={set('experience')}
              />
            </Field>
            <Field label="Notice period" required errorText={errors.noticePeriod}>
              <Input
                name="noticePeriod"
                placeholder="e.g. 30 days"
                value={application.noticePeriod}
                onChange={set('noticePeriod')}
              />
            </Field>
            <Field label="Current CTC">
              <Input
                name="currentCTC"
                placeholder="e.g. ₹18 LPA"
                value={application.currentCTC}
                onChange={set('currentCTC')}
              />
            </Field>
            <Field label="Expected CTC">
              <Input
                name="expectedCTC"
                placeholder="e.g. ₹24 LPA"
                value={application.expectedCTC}
                onChange={set('expectedCTC')}
              />
            </Field>
            <Field label="Portfolio">
              <Input
                name="portfolio"
                type="url"
                placeholder="https://"
                value={application.portfolio}
                onChange={set('portfolio')}
              />
            </Field>
            <Field label="LinkedIn">
              <Input
                name="linkedin"
                type="url"
                placeholder="https://linkedin.com/in/…"
                value={application.linkedin}
                onChange={set('linkedin')}
              />
            </Field>
            <Field label="GitHub">
              <Input
                name="github"
                type="url"
                placeholder="https://github.com/…"
                value={application.github}
                onChange={set('github')}
              />
            </Field>
            <Field label="How did you hear about us?" required errorText={errors.source}>
              <NativeSelect.Root>
                <NativeSelect.Field name="source" value={application.source} onChange={set('source')}>
                  <option value="">Choose one</option>
                  {SOURCES.map((source) => (
                    <option key={source} value={source}>
                      {source}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
          </SimpleGrid>
          <Field label="Cover letter">
            <Textarea
              name="coverLetter"
              rows={4}
              value={application.coverLetter}
              onChange={set('coverLetter')}
            />
          </Field>
          <Box
            role="status"
            aria-live="polite"
            fontSize="sm"
            color={Object.keys(errors).length ? 'fg.error' : 'fg.success'}
          >
            {status}
          </Box>
        </Stack>
      </form>
    </Dialog>
  );
}
