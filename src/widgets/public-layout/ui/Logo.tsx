import { HStack, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME, ROUTES } from '@/shared/config';

/** The product mark and name, linking home. */
export function Logo({ to = ROUTES.landing }: { to?: string }) {
  return (
    <Link
      asChild
      rounded="l2"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={to} aria-label={`${APP_NAME} home`}>
        <HStack gap="2">
          <Image src="/logo.svg" alt="" boxSize="8" />
          <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
            {APP_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
