import { List, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { APP_NAME } from '@/shared/config';
import { Button, Dialog } from '@/shared/ui';
import { instructionsFor } from '../lib/platform';
import { $installPlatform, $instructionsOpen, installInstructionsClosed } from '../model/install';

/** Per-platform steps when the browser has no native install prompt to offer. */
export function InstallInstructionsDialog() {
  const [open, platform, close] = useUnit([$instructionsOpen, $installPlatform, installInstructionsClosed]);
  const instructions = instructionsFor(platform, APP_NAME);
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      title={instructions.title}
      footer={<Button onClick={() => close()}>Got it</Button>}
    >
      <List.Root as="ol" gap="3" ps="5">
        {instructions.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
      {instructions.note ? (
        <Text mt="4" color="fg.muted" fontSize="sm">
          {instructions.note}
        </Text>
      ) : null}
    </Dialog>
  );
}
