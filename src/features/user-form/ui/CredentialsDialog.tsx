import { Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import Copy from 'lucide-react/icons/copy';
import { Button, CopyField, Dialog, useHeldWhileClosing } from '@/shared/ui';
import { $createdCredentials, allCredentialsCopied, credentialsClosed } from '../model/user-form';

/** Shown once after a user is created: the server-generated User ID and the password (spec 01 §2). */
export function CredentialsDialog() {
  const [created, close, copyAll] = useUnit([$createdCredentials, credentialsClosed, allCredentialsCopied]);
  const credentials = useHeldWhileClosing(created);
  return (
    <Dialog
      open={created !== null}
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
          <Text color="fg.muted">Share these sign-in details with {credentials.name}.</Text>
          <CopyField label="User ID" value={credentials.userId} monospace />
          <CopyField label="Password" value={credentials.tempPassword} monospace />
        </Stack>
      ) : null}
    </Dialog>
  );
}
