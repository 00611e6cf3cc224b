import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { formatShortDateTime } from '@/shared/lib';
import { Button, CopyField, Dialog, useHeldWhileClosing } from '@/shared/ui';
import { $userDetails, userDetailsClosed } from '../model/users-list';

/** The host sees a user's id and password (spec 01 §6). */
export function UserDetailsDialog() {
  const [details, close] = useUnit([$userDetails, userDetailsClosed]);
  const user = useHeldWhileClosing(details);
  return (
    <Dialog
      open={details !== null}
      onClose={close}
      title="User Details"
      footer={<Button onClick={close}>Close</Button>}
    >
      {user ? (
        <Stack gap="3">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{user.name}</Text>
            <Badge colorPalette={user.isActive ? 'green' : 'gray'}>
              {user.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </HStack>
          <CopyField label="User ID" value={user.userId} />
          {user.password ? <CopyField label="Password" value={user.password} /> : null}
          <Text fontSize="sm" color="fg.muted">
            Created {formatShortDateTime(user.createdAt)} · Last active {formatShortDateTime(user.lastActive)}
          </Text>
        </Stack>
      ) : null}
    </Dialog>
  );
}
