import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import AlertTriangle from 'lucide-react/icons/alert-triangle';
import Clock from 'lucide-react/icons/clock';
import { $subscription, $subscriptionStatus, formatExpiryDate, planLabel } from '@/entities/subscription';
import { Button } from '@/shared/ui';
import { renewPlanClicked } from '@/features/renew-subscription';

/** Expired: 'Subscription Expired' + 'Renew Plan'; warning: plan, expiry date, hours left; otherwise nothing. */
export function SubscriptionBox() {
  const [status, subscription, renew] = useUnit([$subscriptionStatus, $subscription, renewPlanClicked]);
  if (!status.isActive) {
    return (
      <Box role="status" borderWidth="1px" borderColor="red.muted" bg="red.subtle" borderRadius="l3" p="3">
        <Stack gap="2">
          <HStack gap="2" color="red.fg">
            <AlertTriangle size={16} aria-hidden />
            <Text fontWeight="semibold" fontSize="sm">
              Subscription Expired
            </Text>
          </HStack>
          <Button size="sm" colorPalette="red" onClick={() => renew()}>
            Renew Plan
          </Button>
        </Stack>
      </Box>
    );
  }
  if (status.status !== 'warning') return null;
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="l3"
      p="3"
    >
      <Stack gap="1.5">
        <HStack justify="space-between">
          <Text fontSize="xs" color="fg.muted">
            Current plan
          </Text>
          <Badge colorPalette="orange" variant="subtle">
            {planLabel(subscription)}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Expires {formatExpiryDate(subscription?.endDate)}
        </Text>
        <HStack gap="1.5" color="orange.fg">
          <Clock size={14} aria-hidden />
          <Text fontSize="sm" fontWeight="semibold">
            Expires in {status.hoursRemaining} hours
          </Text>
        </HStack>
        <Button size="xs" variant="outline" colorPalette="orange" onClick={() => renew()}>
          Renew Plan
        </Button>
      </Stack>
    </Box>
  );
}
