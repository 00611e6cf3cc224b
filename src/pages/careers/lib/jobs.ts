export interface Job {
  id: string;
  title: string;
  type: 'Full-time';
  location: 'Remote';
  summary: string;
  requirements: string[];
}

export const JOBS: Job[] = [
  {
    id: 'MZ-FSD-2024-001',
    title: 'Senior Full Stack Developer',
    type: 'Full-time',
    location: 'Remote',
    summary:
      'Own features end to end, from the React app to the real-time services that keep calls connected.',
    requirements: [
      '5+ years building production web applications',
      'Strong TypeScript, React and Node.js',
      'Experience with WebSockets or WebRTC',
      'Comfortable with MongoDB and REST API design',
      'Writes tests and reviews code with care',
    ],
  },
  {
    id: 'MZ-UXD-2024-001',
    title: 'UI/UX Designer',
    type: 'Full-time',
    location: 'Remote',
    summary:
      'Design calm, obvious interfaces for people who use the app with one hand while doing their real job.',
    requirements: [
      '3+ years designing mobile-first products',
      'A portfolio showing research, flows and polished UI',
      'Fluent in Figma and design systems',
      'Working knowledge of accessibility (WCAG 2.2)',
      'Enjoys testing with real users in the field',
    ],
  },
  {
    id: 'MZ-DOE-2024-001',
    title: 'DevOps Engineer',
    type: 'Full-time',
    location: 'Remote',
    summary: 'Keep media relays, APIs and recording storage fast, observable and secure across regions.',
    requirements: [
      '3+ years running production infrastructure',
      'Docker, Kubernetes and infrastructure as code',
      'Experience operating TURN/STUN or other real-time media services',
      'Monitoring, alerting and incident response',
      'Security-minded, with CI/CD pipelines you are proud of',
    ],
  },
];

export const SOURCES = ['LinkedIn', 'GitHub', 'Job Board', 'Referral', 'Other'] as const;
export type Source = (typeof SOURCES)[number];
