import { Card, HStack, Skeleton, Stat } from '@chakra-ui/react';
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
      <Card.Body>
        <Stat.Root>
          <HStack justify="space-between" align="flex-start">
            <Stat.Label color="fg.muted">{label}</Stat.Label>
            {icon ? (
              <HStack
                color="brand.fg"
                bg="brand.subtle"
                borderRadius="l2"
                p="2"
                aria-hidden
                css={{ '& svg': { width: '1.1rem', height: '1.1rem' } }}
              >
                {icon}
              </HStack>
            ) : null}
          </HStack>
          {loading ? (
            <Skeleton height="8" width="16" mt="1" aria-label={`Loading ${label}`} role="status" />
          ) : (
            <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          )}
          {help ? <Stat.HelpText color="fg.muted">{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
