import { Button, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $isOnline } from '@/shared/lib';

/**
 * The router's fallback screen (spec 01 §8), for an error thrown while a route renders. Offline, the likely
 * cause is a page whose code this device has not stored yet, which a reload cannot fetch either: it says so.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const online = useUnit($isOnline);
  const detail = error instanceof Error ? error.message : null;
  return (
    <Container as="main" maxW="xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Text color="fg.muted" role="status">
          {online
            ? 'Something went wrong while showing this page. Reloading usually fixes it.'
            : 'You are offline, and this page is not saved on this device yet. Connect to the internet, then reload.'}
        </Text>
        {detail ? <Code whiteSpace="pre-wrap">{detail}</Code> : null}
        <Button alignSelf="start" colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
