import { Box, Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  help?: ReactNode;
  /** Shows a skeleton instead of the value (and marks the card busy). */
  loading?: boolean;
}

export function StatCard({ label, value, icon, help, loading = false }: StatCardProps) {
  return (
    <Card.Root size="sm" aria-busy={loading || undefined}>
      <Card.Body gap="1">
        <HStack justify="space-between" align="flex-start">
          <Text color="fg.muted" fontSize="sm" fontWeight="medium">
            {label}
          </Text>
          {icon ? (
            <Box
              color="brand.fg"
              bg="brand.subtle"
              borderRadius="l2"
              p="2"
              aria-hidden
              css={{ '& svg': { width: '1.1rem', height: '1.1rem' } }}
            >
              {icon}
            </Box>
          ) : null}
        </HStack>
        {loading ? (
          <Skeleton height="8" width="16" role="status" aria-label={`Loading ${label}`} />
        ) : (
          // A div, not a <p>: value and help may be any ReactNode, block content included.
          <Text as="div" fontSize="2xl" fontWeight="semibold" lineHeight="short">
            {value}
          </Text>
        )}
        {help ? (
          <Text as="div" color="fg.muted" fontSize="sm">
            {help}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
