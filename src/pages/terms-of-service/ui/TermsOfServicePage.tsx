import { Heading, Link, Text } from '@chakra-ui/react';
import { APP_NAME, config } from '@/shared/config';
import { PageHero, Prose, PublicLayout } from '@/widgets/public-layout';

export const TERMS_UPDATED = '1 November 2025';

export function TermsOfServicePage() {
  return (
    <PublicLayout>
      <PageHero
        eyebrow="Legal"
        title="Terms of Service"
        lead={`The agreement between you and ${APP_NAME} for using the app. Last updated ${TERMS_UPDATED}.`}
      />
      <Prose>
        <Text>
          By creating an account or using {APP_NAME}, you agree to these terms. If you use {APP_NAME} for an
          organisation, you confirm that you may accept them on its behalf.
        </Text>
        <Heading as="h2">Accounts</Heading>
        <ul>
          <li>
            Hosts sign up with a verified e-mail address and are responsible for the team member accounts they
            create.
          </li>
          <li>Keep passwords private. Signing in on another device ends the session on the previous one.</li>
          <li>You must give accurate details and keep them up to date.</li>
        </ul>
        <Heading as="h2">Trial and subscription</Heading>
        <p>
          New hosts receive a free trial. After it ends, continued use needs a paid subscription on the terms
          of your quote. Subscriptions renew by contacting us; if a subscription expires, calls and user
          management pause until it is renewed, and your data is kept for 30 days.
        </p>
        <Heading as="h2">Recordings and consent</Heading>
        <p>
          {APP_NAME} records each speaking segment automatically. The host is responsible for telling
          participants that calls are recorded and for having a lawful reason to record them.
        </p>
        <Heading as="h2">Acceptable use</Heading>
        <ul>
          <li>
            No unlawful, abusive or harassing content, and no recording of people without their knowledge.
          </li>
          <li>No attempts to break, overload or reverse engineer the service or other accounts.</li>
          <li>No reselling of {APP_NAME} without a written agreement.</li>
        </ul>
        <Heading as="h2">Your content</Heading>
        <p>
          You own your recordings, pictures and backgrounds. You give us the limited permission needed to
          store, process and play them back to you and your team.
        </p>
        <Heading as="h2">Availability</Heading>
        <p>
          We work hard to keep {APP_NAME} available but calls depend on networks and devices we do not
          control. We may update the app to improve it; an update prompt lets you reload when a new version is
          ready.
        </p>
        <Heading as="h2">Liability</Heading>
        <p>
          To the extent the law allows, {APP_NAME} is not liable for indirect or consequential losses, and our
          total liability is limited to the fees you paid in the three months before the claim.
        </p>
        <Heading as="h2">Ending the agreement</Heading>
        <p>
          You may close your account at any time by contacting us. We may suspend accounts that break these
          terms, after notice where practical.
        </p>
        <Heading as="h2">Governing law</Heading>
        <p>
          These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have exclusive
          jurisdiction over any dispute.
        </p>
        <Heading as="h2">Contact</Heading>
        <p>
          Write to{' '}
          <Link href={`mailto:${config.contactEmail}`} color="brand.fg">
            {config.contactEmail}
          </Link>{' '}
          with any question about these terms.
        </p>
      </Prose>
    </PublicLayout>
  );
}
