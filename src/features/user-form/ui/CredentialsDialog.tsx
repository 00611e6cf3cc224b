import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Copy } from 'lucide-react';
import { Button, Dialog, IconButton } from '@/shared/ui';
import {
  $createdCredentials,
  allCredentialsCopied,
  credentialCopied,
  credentialsClosed,
} from '../model/user-form';

function CredentialRow({ label, value }: { label: string; value: string }) {
  const copy = useUnit(credentialCopied);
  return (
    <HStack justify="space-between" gap="3" borderWidth="1px" borderRadius="md" px="3" py="2">
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Code fontSize="md" variant="plain" px="0" wordBreak="break-all">
          {value}
        </Code>
      </Stack>
      <IconButton aria-label={`Copy ${label}`} onClick={() => copy({ label, text: value })}>
        <Copy aria-hidden />
      </IconButton>
    </HStack>
  );
}

/** Shown once after a user is created: the server-generated User ID and the password (spec 01 §2). */
export function CredentialsDialog() {
  const [credentials, close, copyAll] = useUnit([
    $createdCredentials,
    credentialsClosed,
    allCredentialsCopied,
  ]);
  return (
    <Dialog
      open={credentials !== null}
      onClose={close}
      title="User Created Successfully"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={() => copyAll()}>
            <Copy aria-hidden /> Copy All
          </Button>
          <Button onClick={close}>Done</Button>
        </>
      }
    >
      {credentials ? (
        <Stack gap="3">
          <Text color="fg.muted">
            Share these details with {credentials.name}. The password is shown only now.
          </Text>
          <CredentialRow label="User ID" value={credentials.userId} />
          <CredentialRow label="Password" value={credentials.tempPassword} />
        </Stack>
      ) : null}
    </Dialog>
  );
}
