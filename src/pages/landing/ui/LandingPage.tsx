import { Box, Container, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import AudioLines from 'lucide-react/icons/audio-lines';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import { Link as RouterLink } from 'react-router';
import { InstallAppButton } from '@/features/pwa-install';
import { APP_NAME, APP_TAGLINE, ROUTES } from '@/shared/config';
import { FeatureCards, PageHero, PublicLayout, Section } from '@/widgets/public-layout';

const BENEFITS = [
  {
    icon: AudioLines,
    title: 'Voices, not background noise',
    text: 'Noise cancellation, echo suppression and automatic gain control run on every call, so a busy shop floor or a café sounds like a quiet room.',
  },
  {
    icon: Users,
    title: 'The host stays in control',
    text: 'Create accounts for your team, start a call in one tap, and mute, unmute or remove anyone. Team members simply hold to speak.',
  },
  {
    icon: ShieldCheck,
    title: 'Every segment on record',
    text: 'Each speaking segment is recorded automatically and filed by person and date, ready to play back or download whenever you need it.',
  },
];

export function LandingPage() {
  return (
    <PublicLayout>
      <PageHero
        eyebrow={`${APP_NAME} for teams`}
        title={APP_TAGLINE}
        lead={`${APP_NAME} turns any phone or laptop into a push-to-talk line between you and each member of your team: one host, clear audio, and every speaking segment on record.`}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <InstallAppButton size="lg" onlyWhenInstallable>
            Install App to Get Started
          </InstallAppButton>
          <Link
            asChild
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap="2"
            h="12"
            px="5"
            rounded="l2"
            borderWidth="1px"
            fontWeight="semibold"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          >
            <RouterLink to={ROUTES.features}>
              Learn More<VisuallyHidden> about {APP_NAME}'s features</VisuallyHidden>
              <ArrowRight aria-hidden size={18} />
            </RouterLink>
          </Link>
        </Stack>
      </PageHero>

      <Section
        id="benefits"
        title={`Why teams choose ${APP_NAME}`}
        intro="Built for crews, counters and control rooms where people need to talk now and keep a record of what was said."
      >
        <FeatureCards items={BENEFITS} />
      </Section>

      <Container maxW="6xl" pb="8">
        <Box
          rounded="l3"
          bg="brand.solid"
          color="brand.contrast"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '14' }}
        >
          <Stack gap="4" maxW="2xl">
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              Your team's next call starts here
            </Heading>
            <Text fontSize="lg" opacity={0.9}>
              Install {APP_NAME}, create your host account with a free trial, and set up your first team
              member in under five minutes.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <InstallAppButton size="lg" colorPalette="gray" variant="solid" onlyWhenInstallable>
                Install {APP_NAME}
              </InstallAppButton>
              <Link asChild color="brand.contrast" fontWeight="semibold" textDecoration="underline">
                <RouterLink to={ROUTES.pricing}>Talk to us about pricing</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Box>
      </Container>
    </PublicLayout>
  );
}
