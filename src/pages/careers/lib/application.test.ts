import { describe, expect, it } from 'vitest';
import { buildApplicationMailto, emptyApplication, validateApplication } from './application';
import { JOBS } from './jobs';

const resume = (name: string) => new File(['cv'], name);
const filled = {
  ...emptyApplication,
  name: 'Dia Sen',
  email: 'dia@mail.in',
  phone: '9876543210',
  resume: resume('Dia-Sen.pdf'),
  experience: '6 years',
  noticePeriod: '30 days',
  source: 'LinkedIn',
};

describe('job application', () => {
  it('lists every missing required field', () => {
    expect(Object.keys(validateApplication(emptyApplication)).sort()).toEqual(
      ['email', 'experience', 'name', 'noticePeriod', 'phone', 'resume', 'source'].sort(),
    );
  });

  it.each([
    ['cv.pdf', true],
    ['cv.DOC', true],
    ['cv.docx', true],
    ['cv.png', false],
    ['cv', false],
  ])('resume %s accepted: %s', (name, ok) => {
    expect(Boolean(validateApplication({ ...filled, resume: resume(name) }).resume)).toBe(!ok);
  });

  it('builds a prefilled mail to the careers address', () => {
    const href = buildApplicationMailto('careers@parley.app', JOBS[0]!, {
      ...filled,
      coverLetter: 'Hello & thanks',
    });
    expect(href.startsWith('mailto:careers@parley.app?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(
      'Application for Senior Full Stack Developer (MZ-FSD-2024-001) - Dia Sen',
    );
    expect(url.searchParams.get('body')).toContain('Cover letter:\nHello & thanks');
    expect(url.searchParams.get('body')).toContain('Resume: Dia-Sen.pdf');
  });
});
