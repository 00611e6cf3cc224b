import { Button, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link as RouterLink } from 'react-router';
import { CallBackgroundSection, ProfilePictureButton, ProfilePictureDialogs } from '@/features/crop-upload';
import { $user } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { MAIN_REGION } from '@/shared/ui';
import { UserHeader } from '@/widgets/user-header';
import { UserProfileGate } from '../model/user-profile-page';

/**
 * The user's own profile (spec 02 §2): back, the avatar that opens the picture dialog, Name (or 'Not set'),
 * User ID and the call page background, where a picked file is cropped and uploaded at once.
 */
export function UserProfilePage() {
  useGate(UserProfileGate);
  const user = useUnit($user);
  const name = user?.name?.trim() || 'Not set';
  return (
    <>
      <UserHeader />
      <Container {...MAIN_REGION} maxW="3xl" pt={{ base: '6', md: '10' }} pb={{ base: '20', md: '24' }}>
        <Stack gap="6">
          <Button asChild variant="ghost" alignSelf="start" size="sm">
            <RouterLink to={ROUTES.userDashboard}>
              <ArrowLeft aria-hidden /> Back
            </RouterLink>
          </Button>
          <HStack gap="4">
            <ProfilePictureButton />
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
          <CallBackgroundSection uploadOnCrop />
        </Stack>
        <ProfilePictureDialogs />
      </Container>
    </>
  );
}
