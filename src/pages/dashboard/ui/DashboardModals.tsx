import { Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $subscription, $subscriptionStatus, formatExpiryDate } from '@/entities/subscription';
import { APP_NAME } from '@/shared/config';
import { Button, Dialog } from '@/shared/ui';
import { renewPlanClicked } from '@/features/renew-subscription';
import {
  $dashboardNow,
  $expiringModalOpen,
  $trialModalOpen,
  expiringModalClosed,
  trialModalClosed,
} from '../model/dashboard';

const WEEK_MS = 7 * 86_400_000;

/** Once per host: the 7-day free trial welcome (spec 01 §9 keeps the 7-day wording here). */
export function TrialWelcomeDialog() {
  const [open, now, close] = useUnit([$trialModalOpen, $dashboardNow, trialModalClosed]);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Welcome to ${APP_NAME}!`}
      footer={<Button onClick={close}>Get Started</Button>}
    >
      <Stack gap="3">
        <Text>
          Your 7-day free trial has started. Enjoy every feature: create users, host crystal clear calls and
          keep recordings.
        </Text>
        <Text color="fg.muted">Your trial ends on {formatExpiryDate(now + WEEK_MS)}.</Text>
      </Stack>
    </Dialog>
  );
}

export function ExpiringSoonDialog() {
  const [open, status, subscription, close, renew] = useUnit([
    $expiringModalOpen,
    $subscriptionStatus,
    $subscription,
    expiringModalClosed,
    renewPlanClicked,
  ]);
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Subscription Expiring Soon"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={close}>
            Later
          </Button>
          <Button
            onClick={() => {
              close();
              renew();
            }}
          >
            Renew Plan
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text>
          Your subscription expires in {status.daysRemaining} {status.daysRemaining === 1 ? 'day' : 'days'},
          on {formatExpiryDate(subscription?.endDate)}.
        </Text>
        <Text color="fg.muted">Renew now to keep your calls and users running without interruption.</Text>
      </Stack>
    </Dialog>
  );
}
