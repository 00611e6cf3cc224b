import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FULL_BLEED } from '@/shared/ui';

/** The opening block of a public page: one h1 and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '12', md: '20' }}
      // Across the screen, under a sideways phone's notch; the container keeps the content clear of it.
      {...FULL_BLEED}
    >
      <Container maxW="4xl" textAlign="center">
        <Stack gap="5" align="center">
          {eyebrow ? (
            <Text
              fontWeight="semibold"
              color="brand.fg"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
            >
              {eyebrow}
            </Text>
          ) : null}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
            {title}
          </Heading>
          {lead ? (
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
              {lead}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A titled band of content (h2). */
export function Section({
  title,
  intro,
  children,
  id,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Container
      as="section"
      maxW="6xl"
      py={{ base: '10', md: '14' }}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <Stack gap="3" mb="8" maxW="3xl">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }} id={id ? `${id}-title` : undefined}>
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" fontSize="lg">
            {intro}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Container>
  );
}

export interface FeatureCardItem {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

/** Cards with an icon, a heading (h3) and a paragraph; 1 column on phones, up to `columns` on desktop. */
export function FeatureCards({ items, columns = 3 }: { items: FeatureCardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap="5">
      {items.map(({ icon: Icon, title, text }) => (
        <Box as="li" key={title} p="6" rounded="l3" borderWidth="1px" bg="bg.panel" shadow="xs">
          <Box display="inline-flex" p="2.5" rounded="l2" bg="brand.subtle" color="brand.fg" mb="4">
            <Icon aria-hidden size={22} />
          </Box>
          <Heading as="h3" size="md" mb="2">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Plain-language document sections (legal pages, guides): h2 per section with paragraphs or lists. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack
        gap="4"
        css={{
          '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '6' },
          '& p, & li': { color: 'fg.muted', lineHeight: '1.7' },
          '& ul': { paddingInlineStart: '5', listStyleType: 'disc', display: 'grid', gap: '2' },
        }}
      >
        {children}
      </Stack>
    </Container>
  );
}
