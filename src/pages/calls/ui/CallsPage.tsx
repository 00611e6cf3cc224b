import { Badge, Box, Card, Center, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import { CloudOff, PhoneCall, PhoneOff, Radio, RotateCw, Search } from 'lucide-react';
import {
  $activeCall,
  $calls,
  $callsFiltered,
  $callsLoadFailed,
  $callsLoading,
  $callsPage,
  $callsPageSize,
  $callsSearch,
  $callsSort,
  $callsStatusFilter,
  $endingActiveCall,
  callsListRequested,
  callsPageChanged,
  callsPageSizeChanged,
  callsSearchChanged,
  callsSortChanged,
  callsStatusFilterChanged,
  endActiveCallClicked,
  fetchActiveCallFx,
  fetchCallsFx,
  isCallActive,
  type CallSortKey,
  type CallStatusFilter,
} from '@/entities/call';
import { activeCallJoined, ExpiringCallDialog, NewCallButton } from '@/features/start-call';
import { recordingUrl, type Call } from '@/shared/api';
import { REFRESH_LOADER_DELAY_MS } from '@/shared/config';
import { formatShortDateTime, type SortState } from '@/shared/lib';
import {
  Button,
  DataTable,
  EmptyState,
  PullToRefresh,
  Spinner,
  type DataTableColumn,
  ListToolbar,
  type ListToolbarOption,
} from '@/shared/ui';
import { CallsPageGate } from '../model/calls-page';

const CALL_STATUS_OPTIONS: readonly ListToolbarOption<CallStatusFilter>[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'ended', label: 'Ended' },
];

const COLUMNS: DataTableColumn<Call>[] = [
  {
    key: 'meetingId',
    header: 'Meeting ID',
    cell: (c) => <Text fontFamily="mono">{c.meetingId}</Text>,
    sortValue: (c) => c.meetingId,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => (
      <Badge colorPalette={isCallActive(c) ? 'green' : 'gray'} variant="subtle">
        {isCallActive(c) ? 'Active' : 'Ended'}
      </Badge>
    ),
    sortValue: (c) => c.status,
  },
  {
    key: 'startTime',
    header: 'Start Time',
    cell: (c) => formatShortDateTime(c.startTime),
    sortValue: (c) => Date.parse(c.startTime),
  },
  {
    key: 'endTime',
    header: 'End Time',
    cell: (c) => (c.endTime ? formatShortDateTime(c.endTime) : '-'),
    sortValue: (c) => (c.endTime ? Date.parse(c.endTime) : null),
  },
  {
    key: 'participants',
    header: 'Participants',
    cell: (c) => c.participants.length,
    sortValue: (c) => c.participants.length,
    align: 'end',
  },
  {
    key: 'recording',
    header: 'Recording',
    cell: (c) =>
      c.recordingUrl ? (
        <Link href={recordingUrl(c.recordingUrl)} target="_blank" rel="noreferrer" color="brand.fg">
          View Recording
        </Link>
      ) : (
        '-'
      ),
  },
];

function ActiveCallCard({ call }: { call: Call }) {
  const [ending, end, join] = useUnit([$endingActiveCall, endActiveCallClicked, activeCallJoined]);
  return (
    <Card.Root role="region" aria-label="Active call" borderColor="green.muted" bg="green.subtle" size="sm">
      <Card.Body>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap="3"
          align={{ sm: 'center' }}
        >
          <HStack gap="3">
            <Box color="green.fg" aria-hidden>
              <Radio />
            </Box>
            <Stack gap="0">
              <Text fontWeight="semibold">You have an active call</Text>
              <Text fontSize="sm" color="fg.muted">
                Meeting ID{' '}
                <Text as="span" fontFamily="mono">
                  {call.meetingId}
                </Text>{' '}
                · started {formatShortDateTime(call.startTime)}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => end()}
              loading={ending}
              loadingText="Ending call"
            >
              <PhoneOff aria-hidden /> End Active Call
            </Button>
            <Button onClick={() => join(call._id)} disabled={ending}>
              <PhoneCall aria-hidden /> Join Active Call
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /calls (spec 01 §2): the host's call history with the active-call card and New Call. */
export function CallsPage() {
  useGate(CallsPageGate);
  const [failed, all, filtered, loading, active, search, status, sort, page, pageSize] = useUnit([
    $callsLoadFailed,
    $calls,
    $callsFiltered,
    $callsLoading,
    $activeCall,
    $callsSearch,
    $callsStatusFilter,
    $callsSort,
    $callsPage,
    $callsPageSize,
  ]);
  const [refreshCalls, refreshActive] = useUnit([fetchCallsFx, fetchActiveCallFx]);
  const handlers = useUnit({
    reload: callsListRequested,
    search: callsSearchChanged,
    status: callsStatusFilterChanged,
    sort: callsSortChanged,
    page: callsPageChanged,
    pageSize: callsPageSizeChanged,
  });

  return (
    <PullToRefresh
      onRefresh={() =>
        Promise.all([
          refreshCalls(),
          refreshActive(),
          new Promise((resolve) => setTimeout(resolve, REFRESH_LOADER_DELAY_MS)),
        ])
      }
    >
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Box>
            <Text as="h2" fontSize="xl" fontWeight="semibold">
              Calls
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Every call you have hosted, newest first.
            </Text>
          </Box>
          <NewCallButton />
        </HStack>

        {active ? <ActiveCallCard call={active} /> : null}

        <ListToolbar
          searchLabel="Search calls"
          searchPlaceholder="Search calls..."
          search={search}
          onSearchChange={handlers.search}
          filterLabel="Filter by status"
          filter={status}
          filterOptions={CALL_STATUS_OPTIONS}
          onFilterChange={handlers.status}
        />

        <VisuallyHidden aria-live="polite">
          {loading ? '' : `${filtered.length} ${filtered.length === 1 ? 'call' : 'calls'} shown`}
        </VisuallyHidden>

        {loading ? (
          <Center py="16">
            <Spinner label="Loading calls" showLabel />
          </Center>
        ) : all.length === 0 && failed ? (
          <EmptyState
            icon={<CloudOff />}
            title="Couldn't load your calls"
            description="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => handlers.reload()}>
                <RotateCw aria-hidden /> Try again
              </Button>
            }
          />
        ) : all.length === 0 ? (
          <EmptyState
            icon={<PhoneCall />}
            title="No calls yet"
            description="Start a new call to begin"
            action={<NewCallButton variant="outline" />}
          />
        ) : (
          <DataTable<Call>
            caption="Calls"
            rows={filtered}
            columns={COLUMNS}
            getRowId={(c) => c._id}
            sort={sort}
            onSortChange={(next) => handlers.sort(next as SortState<CallSortKey>)}
            page={page}
            onPageChange={handlers.page}
            pageSize={pageSize}
            onPageSizeChange={handlers.pageSize}
            emptyState={
              <EmptyState
                icon={<Search />}
                title="No calls match"
                description="Try another meeting ID or status."
              />
            }
          />
        )}
      </Stack>
      <ExpiringCallDialog />
    </PullToRefresh>
  );
}
