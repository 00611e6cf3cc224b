import { Heading, Link, Text } from '@chakra-ui/react';
import { APP_NAME, config } from '@/shared/config';
import { PageHero, Prose, PublicLayout } from '@/widgets/public-layout';

export const PRIVACY_UPDATED = '1 November 2025';

export function PrivacyPolicyPage() {
  return (
    <PublicLayout>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`How ${APP_NAME} collects, uses and protects your information. Last updated ${PRIVACY_UPDATED}.`}
      />
      <Prose>
        <Text>
          This policy explains what {APP_NAME} stores when hosts and their team members use the app, why we
          store it, and the choices you have. We have written it in plain language; if anything is unclear,
          write to us.
        </Text>
        <Heading as="h2">What we collect</Heading>
        <ul>
          <li>
            Account details: a host's name, e-mail address, phone number and password (stored only as a secure
            hash). Team members have a name, a User ID and a password created by their host.
          </li>
          <li>Call information: meeting ids, start and end times, and who took part.</li>
          <li>
            Recordings: the audio of each speaking segment during a call, filed by team member and date. A
            call the host records is saved to the host's own device, not to our servers.
          </li>
          <li>Profile choices: profile pictures and call page backgrounds you upload.</li>
          <li>Technical data: your device and browser type, which every request from the app carries.</li>
        </ul>
        <Heading as="h2">How we use it</Heading>
        <ul>
          <li>To run calls, connect participants and deliver audio between them.</li>
          <li>To record speaking segments and let the host and the speaker play them back.</li>
          <li>To send one-time codes for sign-up, password resets and account changes.</li>
          <li>To manage subscriptions and answer support requests.</li>
        </ul>
        <p>We do not sell your data and we do not use recordings to train models or for advertising.</p>
        <Heading as="h2">Who can see what</Heading>
        <p>
          A host can see their team members, call history and all recordings made on their account. A team
          member can see their own recordings and notifications. Our staff access account data only to provide
          support you ask for or to keep the service secure.
        </p>
        <Heading as="h2">Service providers</Heading>
        <p>
          We use hosting, media relay and e-mail/SMS delivery providers that process data on our behalf under
          written agreements and only for providing {APP_NAME}.
        </p>
        <Heading as="h2">How long we keep it</Heading>
        <p>
          Account data is kept while the account is active. Recordings are kept until the host deletes them or
          for the period in your plan. When a host account is closed, its data is deleted within 30 days,
          except where the law requires us to keep billing records.
        </p>
        <Heading as="h2">Security</Heading>
        <p>
          Traffic is encrypted in transit and each session uses a signed token. A team member's password stays
          visible to their host, who shares it with them. Signing in on a new device signs out the previous
          one, so a lost phone does not stay signed in.
        </p>
        <Heading as="h2">Your rights</Heading>
        <p>
          Under India's Digital Personal Data Protection Act, 2023, you may ask to access, correct or erase
          your personal data and to withdraw consent. Team members can also ask their host, who controls their
          account.
        </p>
        <Heading as="h2">Cookies and local storage</Heading>
        <p>
          {APP_NAME} uses your browser's storage to keep you signed in, to remember your theme, and to keep a
          recording or a speaking clip on your device until it is saved. We do not use advertising or tracking
          cookies.
        </p>
        <Heading as="h2">Contact</Heading>
        <p>
          Questions or requests:{' '}
          <Link href={`mailto:${config.contactEmail}`} color="brand.fg">
            {config.contactEmail}
          </Link>{' '}
          or {config.contactPhone}.
        </p>
      </Prose>
    </PublicLayout>
  );
}
