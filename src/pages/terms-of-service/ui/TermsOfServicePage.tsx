import { Container, Heading } from '@chakra-ui/react';

export function TermsOfServicePage() {
  return (
    <Container as="main" maxW="4xl" py="10">
      <Heading as="h1" size="2xl">
        Terms of Service
      </Heading>
    </Container>
  );
}
