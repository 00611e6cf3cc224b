import { Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $subscription, $subscriptionStatus, formatExpiryDate } from '@/entities/subscription';
import { Button, Dialog } from '@/shared/ui';
import { $expiringModalOpen, expiringCallCancelled, expiringCallConfirmed } from '../model/start-call';

/** Before a new call with fewer than 10 days left (spec 01 §2): OK continues, Cancel abandons. */
export function ExpiringCallDialog() {
  const [open, status, subscription, ok, cancel] = useUnit([
    $expiringModalOpen,
    $subscriptionStatus,
    $subscription,
    expiringCallConfirmed,
    expiringCallCancelled,
  ]);
  return (
    <Dialog
      open={open}
      onClose={cancel}
      role="alertdialog"
      size="sm"
      title="Subscription Expiring Soon"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={ok}>OK</Button>
        </>
      }
    >
      <Stack gap="2">
        <Text>Your subscription expires on {formatExpiryDate(subscription?.endDate)}.</Text>
        {status.hoursRemaining > 0 ? (
          <Text fontWeight="semibold" color="orange.fg">
            {status.hoursRemaining} hours remaining
          </Text>
        ) : null}
        <Text color="fg.muted">Renew your plan from Settings to keep calling without interruption.</Text>
      </Stack>
    </Dialog>
  );
}
