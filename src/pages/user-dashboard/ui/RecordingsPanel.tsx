import { Card, HStack, Link, Skeleton, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Link as RouterLink } from 'react-router';
import { FAILED_TO_FETCH_RECORDINGS } from '@/entities/recording';
import { ROUTES } from '@/shared/config';
import { IconButton } from '@/shared/ui';
import {
  $recordingsCount,
  $recordingsFailed,
  $recordingsLoading,
  recordingsRefreshClicked,
} from '../model/dashboard';

/** Total of the user's recordings, a refresh button and the way to the list (spec 02 §2). */
export function RecordingsPanel() {
  const [count, failed, loading, refresh] = useUnit([
    $recordingsCount,
    $recordingsFailed,
    $recordingsLoading,
    recordingsRefreshClicked,
  ]);
  return (
    <Card.Root as="section" aria-labelledby="recordings-title" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" id="recordings-title">
            Recordings
          </Card.Title>
          <IconButton
            aria-label="Refresh recordings"
            title="Refresh recordings"
            size="sm"
            loading={loading}
            onClick={() => refresh()}
          >
            <RefreshCw aria-hidden />
          </IconButton>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        <div aria-live="polite" aria-busy={loading && count === null ? true : undefined}>
          {count === null && loading ? (
            <Skeleton height="8" width="24" />
          ) : failed && count === null ? (
            <Text color="fg.error">{FAILED_TO_FETCH_RECORDINGS}</Text>
          ) : (
            <Text fontSize="2xl" fontWeight="semibold" data-testid="recordings-count">
              {count ?? 0}{' '}
              <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                {count === 1 ? 'recording' : 'recordings'}
              </Text>
            </Text>
          )}
        </div>
        <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
          <RouterLink to={ROUTES.userRecordings}>View your recordings</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
