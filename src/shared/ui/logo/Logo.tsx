import { HStack, Link, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_NAME, ROUTES } from '@/shared/config';

/**
 * The product mark, drawn inline. As an `<img>` it held up every page change that showed it: React waits for
 * a new image to decode before it commits a transition, and the router's navigations and the app's first
 * render are transitions (about 600 ms on /login).
 */
function LogoMark() {
  const gradient = useId();
  return (
    <svg viewBox="0 0 512 512" width="32" height="32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill={`url(#${gradient})`} />
      <g fill="#fff">
        <rect x="118" y="206" width="40" height="100" rx="20" />
        <rect x="186" y="150" width="40" height="212" rx="20" />
        <rect x="254" y="110" width="40" height="292" rx="20" />
        <rect x="322" y="170" width="40" height="172" rx="20" />
        <rect x="390" y="222" width="40" height="68" rx="20" opacity=".85" />
      </g>
    </svg>
  );
}

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
          <LogoMark />
          <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
            {APP_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
