import { Avatar, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import Compass from 'lucide-react/icons/compass';
import Gem from 'lucide-react/icons/gem';
import Heart from 'lucide-react/icons/heart';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Scale from 'lucide-react/icons/scale';
import Target from 'lucide-react/icons/target';
import { Link as RouterLink } from 'react-router';
import { APP_NAME, ROUTES } from '@/shared/config';
import { FeatureCards, PageHero, PublicLayout, Section } from '@/widgets/public-layout';

const VALUES = [
  {
    icon: Heart,
    title: 'User-First',
    text: 'We build for the person holding the phone on a noisy site, not for a demo room.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'We take proven audio technology and make it effortless on the devices teams already own.',
  },
  {
    icon: Gem,
    title: 'Excellence',
    text: 'Calls must connect, sound clear and be recorded every time. We sweat the details so you never have to.',
  },
  {
    icon: Scale,
    title: 'Integrity',
    text: 'Your recordings are yours. We are plain about what we store, why, and for how long.',
  },
];

const FOUNDERS = [
  {
    name: 'Aarav Malhotra',
    role: 'Co-founder & CEO',
    bio: 'Spent eight years running field operations for logistics companies and got tired of crackling radios and missed instructions.',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/aarav-malhotra' },
      { label: 'X', href: 'https://x.com/aaravmalhotra' },
    ],
  },
  {
    name: 'Ishita Rao',
    role: 'Co-founder & CTO',
    bio: 'Audio and real-time systems engineer who previously built voice infrastructure used by millions of callers.',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/ishita-rao' },
      { label: 'GitHub', href: 'https://github.com/ishitarao' },
    ],
  },
];

export function AboutPage() {
  return (
    <PublicLayout>
      <PageHero
        eyebrow={`About ${APP_NAME}`}
        title="We make team conversations effortless"
        lead={`${APP_NAME} started on warehouse floors and delivery routes, where a clear instruction at the right moment matters more than any meeting.`}
      />
      <Section id="mission" title="Mission and vision">
        <FeatureCards
          columns={2}
          items={[
            {
              icon: Target,
              title: 'Our mission',
              text: 'Give every team a clear, reliable voice channel that anyone can use in seconds, with a record of what was said.',
            },
            {
              icon: Compass,
              title: 'Our vision',
              text: 'A world where distance and background noise never stand between a team and a good decision.',
            },
          ]}
        />
      </Section>
      <Section id="values" title="Our values">
        <FeatureCards items={VALUES} columns={4} />
      </Section>
      <Section id="team" title="The founders">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {FOUNDERS.map((founder) => (
            <Box key={founder.name} p="6" rounded="l3" borderWidth="1px" bg="bg.panel">
              <HStack gap="4" align="start">
                <Avatar.Root size="xl" colorPalette="brand">
                  <Avatar.Fallback name={founder.name} />
                </Avatar.Root>
                <Stack gap="1">
                  <Heading as="h3" size="md">
                    {founder.name}
                  </Heading>
                  <Text color="brand.fg" fontSize="sm" fontWeight="medium">
                    {founder.role}
                  </Text>
                  <Text color="fg.muted">{founder.bio}</Text>
                  <HStack gap="4" pt="2">
                    {founder.links.map((link) => (
                      <Link
                        key={link.label}
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="brand.fg"
                        aria-label={`${founder.name} on ${link.label}`}
                      >
                        {link.label}
                      </Link>
                    ))}
                  </HStack>
                </Stack>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="8" fontSize="lg">
          Want to build this with us?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={ROUTES.careers}>See open roles at {APP_NAME}</RouterLink>
          </Link>
        </Text>
      </Section>
    </PublicLayout>
  );
}
