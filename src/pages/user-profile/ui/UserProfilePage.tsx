import { Button, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { $user } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { Avatar } from '@/shared/ui';

/** The user's own profile (spec 02 §2); picture and call background editing arrive with the profile work. */
export function UserProfilePage() {
  const user = useUnit($user);
  const name = user?.name?.trim() || 'Not set';
  return (
    <Container as="main" maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" alignSelf="start" size="sm">
          <RouterLink to={ROUTES.userDashboard}>
            <ArrowLeft aria-hidden /> Back
          </RouterLink>
        </Button>
        <HStack gap="4">
          <Avatar name={name} size="xl" />
          <Stack gap="0">
            <Heading as="h1" size="2xl">
              Your profile
            </Heading>
            <Text color="fg.muted">How your host and the call room see you.</Text>
          </Stack>
        </HStack>
        <DataList.Root orientation="horizontal" borderWidth="1px" rounded="l3" p="5" bg="bg.panel">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>User ID</DataList.ItemLabel>
            <DataList.ItemValue fontFamily="mono">{user?.userId ?? 'Not set'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </Container>
  );
}
