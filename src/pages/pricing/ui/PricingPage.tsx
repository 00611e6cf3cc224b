import { Box, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { APP_NAME, config } from '@/shared/config';
import { Faq, PageHero, PublicLayout, Section } from '@/widgets/public-layout';

const EXPECT = [
  'A 20-minute call to understand your team size, shifts and where people will be talking from.',
  'A written quote within two working days, with everything included and no per-minute surprises.',
  'A free trial on your own host account while you decide.',
  'Help setting up your first users and a walkthrough for your team leads.',
  'A named contact for renewals and support once you are live.',
];

const FAQ = [
  {
    question: `Why doesn't ${APP_NAME} publish a price list?`,
    answer:
      'Teams use calls very differently: a ten-person site crew and a two-hundred-seat control room need different recording volumes and support. A custom quote means you only pay for what you use.',
  },
  {
    question: 'What affects the price?',
    answer:
      'Pricing factors are the number of team members, how many hours of calls you run each month, how long recordings are kept, and the support level you need (business hours or around the clock).',
  },
  {
    question: 'Is there a minimum contract?',
    answer:
      'The minimum contract is three months, billed monthly. After that you can continue month to month or move to an annual plan at a lower rate.',
  },
  {
    question: 'Can I try it before paying?',
    answer:
      'Yes. Every new host account starts with a free trial with all features, so your team can run real calls before you commit.',
  },
  {
    question: 'How do I renew?',
    answer:
      'Renew from Settings in the app: the Renew Plan button opens a chat with our team with your account details filled in.',
  },
];

export function PricingPage() {
  const phoneHref = `tel:${config.contactPhone.replace(/[^\d+]/g, '')}`;
  return (
    <PublicLayout>
      <PageHero
        eyebrow="Pricing"
        title="Custom plans for every team"
        lead={`${APP_NAME} is priced around how your team actually talks. Tell us about your team and we'll put together a plan.`}
      />
      <Section id="contact" title="Talk to us">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Box p="6" rounded="l3" borderWidth="1px" bg="bg.panel">
            <Stack gap="2">
              <Phone aria-hidden />
              <Text fontWeight="semibold">Call us</Text>
              <Link href={phoneHref} color="brand.fg" fontSize="lg">
                {config.contactPhone}
              </Link>
              <Text color="fg.muted" fontSize="sm">
                Monday to Saturday, 9:30 am to 6:30 pm IST
              </Text>
            </Stack>
          </Box>
          <Box p="6" rounded="l3" borderWidth="1px" bg="bg.panel">
            <Stack gap="2">
              <Mail aria-hidden />
              <Text fontWeight="semibold">E-mail us</Text>
              <Link
                href={`mailto:${config.contactEmail}?subject=${encodeURIComponent(`${APP_NAME} pricing`)}`}
                color="brand.fg"
                fontSize="lg"
              >
                {config.contactEmail}
              </Link>
              <Text color="fg.muted" fontSize="sm">
                We reply within one working day.
              </Text>
            </Stack>
          </Box>
        </SimpleGrid>
      </Section>
      <Section id="expect" title="What to Expect">
        <List.Root as="ol" gap="3" ps="5" maxW="3xl">
          {EXPECT.map((item) => (
            <List.Item key={item} color="fg.muted">
              {item}
            </List.Item>
          ))}
        </List.Root>
      </Section>
      <Section id="faq" title="Pricing questions">
        <Faq items={FAQ} />
      </Section>
    </PublicLayout>
  );
}
