import { Badge, Box, Center, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import { useRef } from 'react';
import CloudOff from 'lucide-react/icons/cloud-off';
import PhoneCall from 'lucide-react/icons/phone-call';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Search from 'lucide-react/icons/search';
import { isCallActive } from '@/entities/call';
import { ExpiringCallDialog, NewCallButton } from '@/features/start-call';
import { DownloadLink } from '@/features/recording-download';
import type { Call } from '@/shared/api';
import { REFRESH_LOADER_DELAY_MS } from '@/shared/config';
import { formatShortDateTime } from '@/shared/lib';
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
import { ActiveCallCard } from './ActiveCallCard';
import {
  $activeCall,
  $activeCallChecked,
  $callsEmpty,
  $callsView,
  $callsLoadFailed,
  $callsLoading,
  $callsSearch,
  $callsSort,
  $callsStatusFilter,
  callsListRequested,
  callsPageChanged,
  callsPageSizeChanged,
  callsSearchChanged,
  callsSortToggled,
  callsStatusFilterChanged,
  fetchActiveCallFx,
  fetchCallsFx,
  type CallSortKey,
  type CallStatusFilter,
} from '../model/calls-list';

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
    sortable: true,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => (
      <Badge colorPalette={isCallActive(c) ? 'green' : 'gray'} variant="subtle">
        {isCallActive(c) ? 'Active' : 'Ended'}
      </Badge>
    ),
    sortable: true,
  },
  {
    key: 'startTime',
    header: 'Start Time',
    cell: (c) => formatShortDateTime(c.startTime),
    sortable: true,
  },
  {
    key: 'endTime',
    header: 'End Time',
    cell: (c) => (c.endTime ? formatShortDateTime(c.endTime) : '-'),
    sortable: true,
  },
  {
    key: 'participants',
    header: 'Participants',
    cell: (c) => c.participants.length,
    sortable: true,
    align: 'end',
  },
  {
    key: 'recording',
    header: 'Recording',
    cell: (c) =>
      c.recordingUrl ? (
        <DownloadLink
          target={{
            path: c.recordingUrl,
            name: c.recordingUrl.split(/[?#]/)[0]!.split('/').pop() || 'recording',
          }}
          label={`meeting ${c.meetingId}`}
        >
          View Recording
        </DownloadLink>
      ) : (
        '-'
      ),
  },
];

/**
 * /calls (spec 01 §2): the host's call history with the active-call card and New Call. Each part subscribes
 * to its own stores, so a reply (the active call, a page of calls) re-renders only the part that shows it.
 */
export function CallsPage() {
  useGate(CallsPageGate);
  const [refreshCalls, refreshActive] = useUnit([fetchCallsFx, fetchActiveCallFx]);
  const headingRef = useRef<HTMLHeadingElement>(null);
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
            <Text as="h2" ref={headingRef} tabIndex={-1} fontSize="xl" fontWeight="semibold">
              Calls
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Every call you have hosted, newest first.
            </Text>
          </Box>
          <NewCallButton />
        </HStack>
        <CallsContent focusAfterEnd={() => headingRef.current} />
      </Stack>
      <ExpiringCallDialog />
    </PullToRefresh>
  );
}

/** The active call's card, the search and the list, shown together once the card's place is known. */
function CallsContent({ focusAfterEnd }: { focusAfterEnd: () => HTMLElement | null }) {
  const activeCallChecked = useUnit($activeCallChecked);
  if (!activeCallChecked) return <CallsLoading />;
  return (
    <>
      <ActiveCall focusAfterEnd={focusAfterEnd} />
      <CallsToolbar />
      <CallsList />
    </>
  );
}

const CallsLoading = () => (
  <Center py="16">
    <Spinner label="Loading calls" showLabel />
  </Center>
);

function ActiveCall({ focusAfterEnd }: { focusAfterEnd: () => HTMLElement | null }) {
  const active = useUnit($activeCall);
  return active ? <ActiveCallCard call={active} focusAfterEnd={focusAfterEnd} /> : null;
}

function CallsToolbar() {
  const [search, status, searchChanged, statusChanged] = useUnit([
    $callsSearch,
    $callsStatusFilter,
    callsSearchChanged,
    callsStatusFilterChanged,
  ]);
  return (
    <ListToolbar
      searchLabel="Search calls"
      searchPlaceholder="Search calls..."
      search={search}
      onSearchChange={searchChanged}
      filterLabel="Filter by status"
      filter={status}
      filterOptions={CALL_STATUS_OPTIONS}
      onFilterChange={statusChanged}
    />
  );
}

function CallsList() {
  const [failed, empty, view, loading, sort] = useUnit([
    $callsLoadFailed,
    $callsEmpty,
    $callsView,
    $callsLoading,
    $callsSort,
  ]);
  const handlers = useUnit({
    reload: callsListRequested,
    sortToggle: callsSortToggled,
    page: callsPageChanged,
    pageSize: callsPageSizeChanged,
  });
  return (
    <>
      <VisuallyHidden aria-live="polite">
        {loading ? '' : `${view.total} ${view.total === 1 ? 'call' : 'calls'} shown`}
      </VisuallyHidden>

      {loading ? (
        <CallsLoading />
      ) : view.rows.length === 0 && failed ? (
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
      ) : empty ? (
        <EmptyState
          icon={<PhoneCall />}
          title="No calls yet"
          description="Start a new call to begin"
          action={<NewCallButton variant="outline" />}
        />
      ) : (
        <DataTable<Call>
          caption="Calls"
          view={view}
          columns={COLUMNS}
          getRowId={(c) => c._id}
          sort={sort}
          onSortToggle={(key) => handlers.sortToggle(key as CallSortKey)}
          onPageChange={handlers.page}
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
    </>
  );
}
