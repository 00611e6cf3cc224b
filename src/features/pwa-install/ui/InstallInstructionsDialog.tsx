import { List, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { APP_NAME } from '@/shared/config';
import { Button, Dialog } from '@/shared/ui';
import { instructionsFor } from '../lib/platform';
import {
  $installPlatform,
  $installPrompt,
  $instructionsOpen,
  installInstructionsClosed,
  installPromptChosen,
} from '../model/install';

/** Per-platform install steps, with the browser's own prompt beside them when it offers one. */
export function InstallInstructionsDialog() {
  const [open, platform, prompt, close, installNow] = useUnit([
    $instructionsOpen,
    $installPlatform,
    $installPrompt,
    installInstructionsClosed,
    installPromptChosen,
  ]);
  const instructions = instructionsFor(platform, APP_NAME);
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      title={instructions.title}
      footer={
        prompt ? (
          <>
            <Button variant="outline" onClick={() => close()}>
              Got it
            </Button>
            <Button onClick={() => installNow()}>Install now</Button>
          </>
        ) : (
          <Button onClick={() => close()}>Got it</Button>
        )
      }
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
