import { Badge, Box, Center, HStack, Stack, Text, useMediaQuery, VisuallyHidden } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import { useCallback, useRef } from 'react';
import CloudOff from 'lucide-react/icons/cloud-off';
import Plus from 'lucide-react/icons/plus';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Search from 'lucide-react/icons/search';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import type { SubUser } from '@/entities/user';
import { CredentialsDialog, UserFormDialog, userFormOpened } from '@/features/user-form';
import { REFRESH_LOADER_DELAY_MS } from '@/shared/config';
import { formatShortDateTime } from '@/shared/lib';
import {
  Button,
  DataTable,
  EmptyState,
  FULL_TABLE_MEDIA,
  PullToRefresh,
  Spinner,
  type DataTableColumn,
  ListToolbar,
  type ListToolbarOption,
} from '@/shared/ui';
import {
  $usersEmpty,
  $usersLoadFailed,
  $usersLoading,
  $usersSearch,
  $usersSort,
  $usersStatusFilter,
  $usersView,
  fetchUsersFx,
  usersPageChanged,
  UsersPageGate,
  usersPageSizeChanged,
  usersReloadRequested,
  usersSearchChanged,
  usersSortToggled,
  usersStatusFilterChanged,
  type UserSortKey,
  type UserStatusFilter,
} from '../model/users-list';
import { DeleteUserDialog } from './DeleteUserDialog';
import { RowActions } from './RowActions';
import { UserDetailsDialog } from './UserDetailsDialog';

const USER_STATUS_OPTIONS: readonly ListToolbarOption<UserStatusFilter>[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

const ALL_COLUMNS: DataTableColumn<SubUser>[] = [
  {
    key: 'userId',
    header: 'User ID',
    cell: (u) => <Text fontFamily="mono">{u.userId}</Text>,
    sortable: true,
  },
  { key: 'name', header: 'Name', cell: (u) => u.name, sortable: true },
  {
    key: 'status',
    header: 'Status',
    cell: (u) => <StatusBadge active={u.isActive} />,
    sortable: true,
  },
  {
    key: 'lastActive',
    header: 'Last Active',
    cell: (u) => formatShortDateTime(u.lastActive),
    sortable: true,
  },
  {
    key: 'createdAt',
    header: 'Created At',
    cell: (u) => formatShortDateTime(u.createdAt),
    sortable: true,
  },
];
const SMALL_COLUMNS = ALL_COLUMNS.filter((c) => c.key !== 'lastActive' && c.key !== 'createdAt');

/**
 * /users (spec 01 §2): the host's sub-users with search, status filter, sortable table and modals. Each part
 * subscribes to its own stores, so a keystroke re-renders the toolbar and a reply re-renders the list.
 */
export function UsersPage() {
  useGate(UsersPageGate);
  const [openForm, refreshUsers] = useUnit([userFormOpened, fetchUsersFx]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <PullToRefresh
      onRefresh={() =>
        Promise.all([refreshUsers(), new Promise((resolve) => setTimeout(resolve, REFRESH_LOADER_DELAY_MS))])
      }
    >
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Box>
            <Text as="h2" ref={headingRef} tabIndex={-1} fontSize="xl" fontWeight="semibold">
              Users
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Create accounts for your team and share their sign-in details.
            </Text>
          </Box>
          <Button onClick={() => openForm({ mode: 'create' })}>
            <UserPlus aria-hidden /> Create User
          </Button>
        </HStack>
        <UsersToolbar />
        <UsersList />
      </Stack>
      <UserFormDialog />
      <CredentialsDialog />
      <UserDetailsDialog />
      <DeleteUserDialog focusAfterDelete={() => headingRef.current} />
    </PullToRefresh>
  );
}

function UsersToolbar() {
  const [search, status, searchChanged, statusChanged] = useUnit([
    $usersSearch,
    $usersStatusFilter,
    usersSearchChanged,
    usersStatusFilterChanged,
  ]);
  return (
    <ListToolbar
      searchLabel="Search users"
      searchPlaceholder="Search users..."
      search={search}
      onSearchChange={searchChanged}
      filterLabel="Filter by status"
      filter={status}
      filterOptions={USER_STATUS_OPTIONS}
      onFilterChange={statusChanged}
    />
  );
}

function UsersList() {
  const [reload, openForm] = useUnit([usersReloadRequested, userFormOpened]);
  const [failed, empty, view, loading, sort] = useUnit([
    $usersLoadFailed,
    $usersEmpty,
    $usersView,
    $usersLoading,
    $usersSort,
  ]);
  const handlers = useUnit({
    sortToggle: usersSortToggled,
    page: usersPageChanged,
    pageSize: usersPageSizeChanged,
  });
  // Phones get cards; beside a tablet's sidebar only the short table fits (the whole one takes ~49rem).
  const [tablet, wide] = useMediaQuery(['(min-width: 48em)', FULL_TABLE_MEDIA], { ssr: false });
  const compact = !wide;
  const rowActions = useCallback((user: SubUser) => <RowActions user={user} compact={compact} />, [compact]);

  return (
    <>
      <VisuallyHidden aria-live="polite">
        {loading ? '' : `${view.total} ${view.total === 1 ? 'user' : 'users'} shown`}
      </VisuallyHidden>

      {loading ? (
        <Center py="16">
          <Spinner label="Loading users" showLabel />
        </Center>
      ) : view.rows.length === 0 && failed ? (
        <EmptyState
          icon={<CloudOff />}
          title="Couldn't load your users"
          description="Check your connection and try again."
          action={
            <Button variant="outline" onClick={() => reload()}>
              <RotateCw aria-hidden /> Try again
            </Button>
          }
        />
      ) : empty ? (
        <EmptyState
          icon={<Users />}
          title="No users yet"
          description="Create a new user to begin"
          action={
            <Button onClick={() => openForm({ mode: 'create' })}>
              <Plus aria-hidden /> Create User
            </Button>
          }
        />
      ) : (
        <DataTable<SubUser>
          caption="Users"
          view={view}
          layout={tablet ? 'table' : 'cards'}
          columns={compact ? SMALL_COLUMNS : ALL_COLUMNS}
          getRowId={(u) => u._id}
          sort={sort}
          onSortToggle={(key) => handlers.sortToggle(key as UserSortKey)}
          onPageChange={handlers.page}
          onPageSizeChange={handlers.pageSize}
          rowActions={rowActions}
          emptyState={
            <EmptyState
              icon={<Search />}
              title="No users match"
              description="Try another name, User ID or status."
            />
          }
        />
      )}
    </>
  );
}
