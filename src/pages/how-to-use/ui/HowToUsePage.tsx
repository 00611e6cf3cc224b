import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import AlertTriangle from 'lucide-react/icons/alert-triangle';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { $isHost, $role } from '@/entities/user';
import { APP_NAME } from '@/shared/config';
import { FULL_BLEED, MAIN_REGION } from '@/shared/ui';
import { HostLayout } from '@/widgets/host-layout';
import { Faq, PageHero, PublicLayout, Section } from '@/widgets/public-layout';

const HOST_GUIDE = [
  {
    title: 'Create users',
    text: "Open Users and choose 'Create User'. Enter a name, keep the generated password or set your own, and share the User ID and password with your team member.",
  },
  {
    title: 'Start a call',
    text: "From the Dashboard or Calls, choose 'New Call'. A team member sees the active call on their dashboard and joins with one tap (one participant per call).",
  },
  {
    title: 'Review call logs',
    text: 'Calls lists every call with its meeting id, start and end time, participant count and a link to its recording.',
  },
  {
    title: 'Play recordings',
    text: 'Recordings groups every speaking segment by team member and date. Play, download or delete them from there.',
  },
  {
    title: 'Switch the theme',
    text: 'Use the sun or moon button in the top bar to switch between light and dark; your choice is remembered.',
  },
  {
    title: 'Profile and settings',
    text: 'Settings holds your name, e-mail, password, profile picture, call background and subscription details.',
  },
  {
    title: 'Log out',
    text: 'Use Logout at the bottom of the sidebar; on a phone it is the Logout button at the top right. Log out when you share a device.',
  },
];

const USER_GUIDE = [
  {
    title: 'Sign in',
    text: 'Use the User ID and password your host gave you. Your picture at the top right opens a menu with your name, User ID, Profile (picture and call background) and Logout.',
  },
  {
    title: 'Join a call',
    text: "When your host starts a call, an 'Active Call' card appears on your dashboard. Tap 'Join Call'.",
  },
  {
    title: 'Hold to speak',
    text: "Press and hold 'Hold to Speak' while you talk and release when you are done. The host hears you only while you hold it.",
  },
  {
    title: 'Listen',
    text: 'You hear the host as soon as you join. The status under their name shows Connected, Speaking or Muted.',
  },
  {
    title: 'Recordings and notifications',
    text: 'Your dashboard shows how many recordings you have, with a link to play and download them. The bell shows a red dot while a notification is unread; tap a notification to mark it read. On a phone, pull the dashboard down to refresh it.',
  },
  { title: 'Leave', text: "Tap 'Leave' to end your part of the call. You return to your dashboard." },
  { title: 'Log out', text: 'Open the menu behind your picture at the top right and choose Logout.' },
];

const TIPS = [
  'Install the app and open it from its icon: it opens full screen, and you sign in there rather than in a browser tab.',
  'Use headphones in loud places; noise cancellation does the rest.',
  'Allow microphone access the first time you join a call.',
  'Keep the app open during a call; locking some phones pauses the microphone.',
];

const WARNINGS = [
  'Signing in on a second device signs you out of the first one.',
  'Closing the tab during a call stops an active recording; the host is offered what was captured the next time the app opens.',
  'A host can mute you, remove you from a call or disable your account.',
];

const FAQ = [
  {
    question: 'I forgot my password. What now?',
    answer:
      "Hosts can reset it from 'Forgot your password?' on the sign-in page. Team members should ask their host to set a new one.",
  },
  {
    question: 'Why can nobody hear me?',
    answer:
      'Check that you are holding the speak button, that the host has not muted you, and that the browser may use your microphone.',
  },
  {
    question: 'Can two people join the same call?',
    answer:
      'Each call has one participant seat besides the host; a second person trying to join is told the call already has a participant.',
  },
  {
    question: 'Where are recordings stored?',
    answer: `Team members' speaking segments are stored with your ${APP_NAME} account, filed by team member and date, and can be downloaded as audio files. A call you record yourself is saved to your own device as an MP3.`,
  },
];

function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <List.Root as="ol" gap="4" ps="0" listStyleType="none" maxW="3xl">
      {steps.map((step, index) => (
        <List.Item key={step.title} display="flex" gap="4">
          <Box
            flexShrink={0}
            boxSize="8"
            rounded="full"
            bg="brand.solid"
            color="brand.contrast"
            display="grid"
            placeItems="center"
            fontWeight="bold"
            aria-hidden
          >
            {index + 1}
          </Box>
          <Stack gap="1">
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Callout({ tone, title, items }: { tone: 'tips' | 'warnings'; title: string; items: string[] }) {
  const Icon = tone === 'tips' ? Lightbulb : AlertTriangle;
  return (
    <Box
      p="6"
      rounded="l3"
      borderWidth="1px"
      bg={tone === 'tips' ? 'green.subtle' : 'orange.subtle'}
      flex="1"
    >
      <Heading as="h2" size="lg" mb="3" display="flex" alignItems="center" gap="2">
        <Icon aria-hidden size={20} /> {title}
      </Heading>
      <List.Root gap="2" ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function Guide({ isHost }: { isHost: boolean }) {
  return (
    <>
      <Section id="guide" title={isHost ? 'Running your team' : 'Joining and talking'}>
        <Steps steps={isHost ? HOST_GUIDE : USER_GUIDE} />
      </Section>
      <Section id="tips" title="Tips and warnings">
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <Callout tone="tips" title="Tips" items={TIPS} />
          <Callout tone="warnings" title="Warnings" items={WARNINGS} />
        </Stack>
      </Section>
      <Section id="faq" title="Frequently asked questions">
        <Faq items={FAQ} />
      </Section>
    </>
  );
}

// Only a signed-in sub-user sees the guide under their own header: visitors never download its menu.
const UserHeader = lazy(() =>
  import('@/widgets/user-header').then((module) => ({ default: module.UserHeader })),
);

/**
 * Host Guide for hosts, otherwise the User Guide (spec 02 §2). Signed in, the guide stays inside the app's own
 * frame (the host's sidebar and top bar, or the sub-user's header) so the way back is one click away.
 */
export function HowToUsePage() {
  const [isHost, role] = useUnit([$isHost, $role]);
  if (isHost) {
    return (
      <HostLayout>
        <Stack gap="1" maxW="6xl" mx="auto">
          <Heading as="h2" size="2xl">
            Host Guide
          </Heading>
          <Text color="fg.muted">Run your team on {APP_NAME}: users, calls, recordings and settings.</Text>
        </Stack>
        <Guide isHost />
      </HostLayout>
    );
  }
  if (role === 'user') {
    return (
      <Box minH="100dvh" bg="bg.subtle" {...FULL_BLEED}>
        <Suspense fallback={<Box h="16" />}>
          <UserHeader />
        </Suspense>
        <Box {...MAIN_REGION} pt="8" pb={{ base: '20', md: '24' }}>
          <Stack gap="1" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }}>
            <Heading as="h1" size="2xl">
              User Guide
            </Heading>
            <Text color="fg.muted">Everything you need to join calls and talk on {APP_NAME}.</Text>
          </Stack>
          <Guide isHost={false} />
        </Box>
      </Box>
    );
  }
  return (
    <PublicLayout>
      <PageHero
        eyebrow="How to Use"
        title="User Guide"
        lead={`Everything you need to join calls and talk on ${APP_NAME}.`}
      />
      <Guide isHost={false} />
    </PublicLayout>
  );
}
