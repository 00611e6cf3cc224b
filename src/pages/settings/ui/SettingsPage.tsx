import {
  Alert,
  Badge,
  Box,
  DataList,
  Heading,
  HStack,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import KeyRound from 'lucide-react/icons/key-round';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { logoutRequested } from '@/features/auth';
import { CallBackgroundSection, ProfilePictureButton, ProfilePictureDialogs } from '@/features/crop-upload';
import { RenewDialog } from '@/features/renew-subscription';
import { $now, $subscriptionStatus, formatExpiryDate, planLabel } from '@/entities/subscription';
import { $user } from '@/entities/user';
import { Button, usePreloadOtpInput } from '@/shared/ui';
import { showsExpiryBanner, timeLeftLabel } from '../lib/subscription-view';
import {
  $renewOpen,
  SettingsGate,
  emailDialogOpened,
  nameDialogOpened,
  passwordDialogOpened,
  phoneDialogOpened,
  renewClosed,
  renewOpened,
} from '../model/settings-page';
import { EditNameDialog, UpdatePasswordDialog } from './AccountDialogs';
import { UpdateEmailDialog, VerifyOtpDialog } from './EmailDialogs';
import { UpdatePhoneDialog, VerifyPhoneOtpDialog } from './PhoneDialogs';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="5"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '6' }}
      bg="bg.panel"
    >
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function HostInformation() {
  const user = useUnit($user);
  const on = useUnit({
    name: nameDialogOpened,
    email: emailDialogOpened,
    phone: phoneDialogOpened,
    password: passwordDialogOpened,
    logout: logoutRequested,
  });
  // On a phone each value gets the row's whole width, under its label, so an e-mail or phone number is not cut.
  const orientation = useBreakpointValue({ base: 'vertical', sm: 'horizontal' } as const) ?? 'horizontal';
  return (
    <Section id="host-information" title="Host Information">
      <HStack gap="4" align="center">
        <ProfilePictureButton />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" fontSize="lg" truncate>
            {user?.name || 'Not set'}
          </Text>
          <Text color="fg.muted" truncate>
            {user?.email}
          </Text>
        </Stack>
      </HStack>
      <DataList.Root orientation={orientation} gap="4">
        <DataList.Item>
          <DataList.ItemLabel>Name</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="space-between" alignItems="center" gap="2" minW="0">
            <Text truncate>{user?.name || 'Not set'}</Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => on.name()}
              aria-label="Edit name"
            >
              <Pencil aria-hidden /> Edit
            </Button>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="space-between" alignItems="center" gap="2" minW="0">
            <Text truncate>{user?.email || 'Not set'}</Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => on.email()}
              aria-label="Update email"
            >
              <Mail aria-hidden /> Update
            </Button>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Phone</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="space-between" alignItems="center" gap="2" minW="0">
            <Text truncate>{user?.phone || 'Not set'}</Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => on.phone()}
              aria-label="Update phone"
            >
              <Phone aria-hidden /> Update
            </Button>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" colorPalette="gray" onClick={() => on.password()}>
          <KeyRound aria-hidden /> Update Password
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={() => on.logout()}
        >
          <LogOut aria-hidden /> Logout
        </Button>
      </HStack>
    </Section>
  );
}

function SubscriptionDetails() {
  const [user, status, now, renew] = useUnit([$user, $subscriptionStatus, $now, renewOpened]);
  const subscription = user?.subscription;
  const expired = status.status === 'expired';
  const banner = showsExpiryBanner(subscription?.endDate, status.isActive, now);
  return (
    <Section id="subscription-details" title="Subscription Details">
      {expired ? (
        <Alert.Root status="error" rounded="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your subscription has expired</Alert.Title>
            <Alert.Description>Renew to create users and start calls again.</Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="red" onClick={() => renew()} alignSelf="center">
            Renew
          </Button>
        </Alert.Root>
      ) : banner ? (
        <Alert.Root status="warning" rounded="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your subscription expires soon</Alert.Title>
            <Alert.Description>
              {timeLeftLabel(status.daysRemaining, status.hoursRemaining)} left. Renew now to keep calling
              without interruption.
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            colorPalette="orange"
            onClick={() => renew()}
            alignSelf="center"
          >
            Renew
          </Button>
        </Alert.Root>
      ) : null}
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>Plan</DataList.ItemLabel>
          <DataList.ItemValue>
            {planLabel(subscription)}
            {subscription?.isTrial ? ' (trial)' : ''}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Status</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={expired ? 'red' : status.status === 'warning' ? 'orange' : 'green'}>
              {expired ? 'Expired' : 'Active'}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Start date</DataList.ItemLabel>
          <DataList.ItemValue>{formatExpiryDate(subscription?.startDate) || '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{expired ? 'Expired on' : 'Expires on'}</DataList.ItemLabel>
          <DataList.ItemValue>{formatExpiryDate(subscription?.endDate) || '—'}</DataList.ItemValue>
        </DataList.Item>
        {expired ? null : (
          <DataList.Item>
            <DataList.ItemLabel>Time left</DataList.ItemLabel>
            <DataList.ItemValue>
              {timeLeftLabel(status.daysRemaining, status.hoursRemaining)}
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {expired || banner ? null : (
        <Box>
          <Button variant="outline" colorPalette="gray" size="sm" onClick={() => renew()}>
            Renew Plan
          </Button>
        </Box>
      )}
    </Section>
  );
}

/** Host profile and settings (spec 02 §2): Host Information, Subscription Details, Call Page Background. */
export function SettingsPage() {
  const location = useLocation();
  const state = location.state as { showRenewModal?: boolean } | null;
  useGate(SettingsGate, { showRenewModal: state?.showRenewModal === true });
  const [renewOpen, closeRenew] = useUnit([$renewOpen, renewClosed]);
  // The e-mail and phone changes end in a code step.
  usePreloadOtpInput();
  return (
    <Stack gap="6" maxW="4xl">
      <HostInformation />
      <SubscriptionDetails />
      <CallBackgroundSection />
      <EditNameDialog />
      <UpdateEmailDialog />
      <VerifyOtpDialog />
      <UpdatePhoneDialog />
      <VerifyPhoneOtpDialog />
      <UpdatePasswordDialog />
      <ProfilePictureDialogs />
      <RenewDialog open={renewOpen} onClose={closeRenew} />
    </Stack>
  );
}
