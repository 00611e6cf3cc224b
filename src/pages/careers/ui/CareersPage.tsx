import { Badge, Box, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import Clock from 'lucide-react/icons/clock';
import Globe from 'lucide-react/icons/globe';
import Laptop from 'lucide-react/icons/laptop';
import Rocket from 'lucide-react/icons/rocket';
import Sprout from 'lucide-react/icons/sprout';
import Users from 'lucide-react/icons/users';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '@/shared/config';
import { appActionHash, appActionProps } from '@/shared/lib';
import { Button } from '@/shared/ui';
import { FeatureCards, PageHero, PublicLayout, Section } from '@/widgets/public-layout';
import { JOBS, type Job } from '../lib/jobs';
import { ApplyDialog, type ApplyDialogProps } from './ApplyDialog';

const WHY = [
  {
    icon: Globe,
    title: 'Remote first',
    text: 'Work from anywhere in India with a few overlapping hours a day for the team.',
  },
  {
    icon: Rocket,
    title: 'Real impact',
    text: 'Your work reaches crews and control rooms that depend on every call connecting.',
  },
  {
    icon: Sprout,
    title: 'Learning budget',
    text: 'A yearly budget for courses, books and conferences of your choice.',
  },
  { icon: Laptop, title: 'Your setup', text: 'A new laptop and a home-office allowance from day one.' },
  { icon: Clock, title: 'Flexible hours', text: 'We care about outcomes, not online status.' },
  { icon: Users, title: 'Small, senior team', text: 'Work directly with the founders and ship every week.' },
];

export function CareersPage({ openMail }: { openMail?: ApplyDialogProps['openMail'] }) {
  const [chosenJob, setJob] = useState<Job | null>(null);
  // `#apply:<job id>` opens that job's form: a link to it, or Apply pressed on the static page before the app.
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const linkedJob = JOBS.find((item) => hash === appActionHash(`apply:${item.id}`)) ?? null;
  const job = chosenJob ?? linkedJob;
  const applyButtons = useRef(new Map<string, HTMLElement>());
  useLayoutEffect(() => {
    // The dialog hands the focus back to where it was: the job's own button.
    if (linkedJob) applyButtons.current.get(linkedJob.id)?.focus();
  }, [linkedJob]);
  const close = () => {
    setJob(null);
    if (linkedJob) void navigate({ pathname, search, hash: '' }, { replace: true });
  };
  return (
    <PublicLayout>
      <PageHero
        eyebrow="Careers"
        title={`Build the future of team calls at ${APP_NAME}`}
        lead="We are a small team solving a real problem: clear, reliable voice for people who work on the move."
      />
      <Section id="positions" title="Open positions">
        <Stack gap="5">
          {JOBS.map((item) => (
            <Box
              as="article"
              key={item.id}
              p={{ base: '5', md: '7' }}
              rounded="l3"
              borderWidth="1px"
              bg="bg.panel"
              aria-labelledby={`${item.id}-title`}
            >
              <Stack gap="3">
                <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
                  <Stack gap="1">
                    <Heading as="h3" size="lg" id={`${item.id}-title`}>
                      {item.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      Job ID: {item.id}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <Badge colorPalette="brand">{item.type}</Badge>
                    <Badge colorPalette="green">{item.location}</Badge>
                  </HStack>
                </HStack>
                <Text>{item.summary}</Text>
                <Heading as="h4" size="sm">
                  Requirements
                </Heading>
                <List.Root gap="1" ps="5">
                  {item.requirements.map((requirement) => (
                    <List.Item key={requirement} color="fg.muted">
                      {requirement}
                    </List.Item>
                  ))}
                </List.Root>
                <Box>
                  <Button
                    onClick={() => setJob(item)}
                    ref={(button: HTMLButtonElement | null) => {
                      if (button) applyButtons.current.set(item.id, button);
                      else applyButtons.current.delete(item.id);
                    }}
                    aria-label={`Apply Now for ${item.title}`}
                    {...appActionProps(`apply:${item.id}`)}
                  >
                    Apply Now
                  </Button>
                </Box>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section id="why" title="Why Join Us">
        <SimpleGrid>
          <FeatureCards items={WHY} />
        </SimpleGrid>
      </Section>
      <ApplyDialog key={job?.id ?? 'closed'} job={job} onClose={close} openMail={openMail} />
    </PublicLayout>
  );
}
