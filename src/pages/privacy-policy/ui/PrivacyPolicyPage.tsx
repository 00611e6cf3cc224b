import { Container, Heading } from '@chakra-ui/react';

export function PrivacyPolicyPage() {
  return (
    <Container as="main" maxW="4xl" py="10">
      <Heading as="h1" size="2xl">
        Privacy Policy
      </Heading>
    </Container>
  );
}
