import { Button, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';

/** The router's fallback screen (spec 01 §8), for an error thrown while a route renders. */
export function ErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <Container as="main" maxW="xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Text color="fg.muted">
          Something went wrong while showing this page. Reloading usually fixes it.
        </Text>
        {detail ? <Code whiteSpace="pre-wrap">{detail}</Code> : null}
        <Button alignSelf="start" colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
