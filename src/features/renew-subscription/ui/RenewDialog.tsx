import { Link, List, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import MessageCircle from 'lucide-react/icons/message-circle';
import { planLabel, renewalLink, renewalMessage } from '@/entities/subscription';
import { $user } from '@/entities/user';
import { Button, Dialog } from '@/shared/ui';

/**
 * Renewal is done by contacting the provider in a messaging app with prefilled text (spec 02 §1): the
 * dialog explains the plan and opens that link in a new tab.
 */
export function RenewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useUnit($user);
  const link = renewalLink(user);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Renew Subscription"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose}>
            Close
          </Button>
          <Button asChild>
            <Link
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
              textDecoration="none"
            >
              <MessageCircle aria-hidden /> Renew on WhatsApp
            </Link>
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          Your <Text as="strong">{planLabel(user?.subscription)}</Text> plan covers calls with every member of
          your team, your sub-users, recordings and call history. Plans are renewed with our team directly.
        </Text>
        <List.Root as="ol" gap="1.5" ps="5">
          <List.Item>
            Tap Renew on WhatsApp: a chat opens with your renewal request written for you.
          </List.Item>
          <List.Item>Send it; we reply with the plan options and payment details.</List.Item>
          <List.Item>Once paid, your subscription is extended on your account.</List.Item>
        </List.Root>
        <Stack gap="1" borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
          <Text fontSize="xs" color="fg.muted">
            Message sent
          </Text>
          <Text fontSize="sm">{renewalMessage(user)}</Text>
        </Stack>
      </Stack>
    </Dialog>
  );
}
