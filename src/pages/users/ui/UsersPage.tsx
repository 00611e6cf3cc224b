import {
  Badge,
  Box,
  Center,
  HStack,
  IconButton as ChakraIconButton,
  Menu,
  Portal,
  Stack,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import {
  CloudOff,
  Eye,
  MoreVertical,
  Pencil,
  Plus,
  RotateCw,
  Search,
  Trash2,
  UserPlus,
  Users,
} from 'lucide-react';
import type { SubUser } from '@/entities/user';
import { CredentialsDialog, UserFormDialog, userFormOpened } from '@/features/user-form';
import { REFRESH_LOADER_DELAY_MS } from '@/shared/config';
import { formatShortDateTime, type SortState } from '@/shared/lib';
import {
  Button,
  DataTable,
  EmptyState,
  IconButton,
  PullToRefresh,
  Spinner,
  type DataTableColumn,
  ListToolbar,
  type ListToolbarOption,
} from '@/shared/ui';
import {
  $users,
  $usersLoadFailed,
  $usersLoading,
  $usersPage,
  $usersPageSize,
  $usersSearch,
  $usersSort,
  $usersStatusFilter,
  $usersFiltered,
  fetchUsersFx,
  userDetailsOpened,
  usersPageChanged,
  UsersPageGate,
  usersPageSizeChanged,
  usersReloadRequested,
  usersSearchChanged,
  usersSortChanged,
  usersStatusFilterChanged,
} from '../model/users-list';
import type { UserSortKey, UserStatusFilter } from '../model/users-select';
import { deleteUserRequested } from '../model/delete-user';
import { DeleteUserDialog } from './DeleteUserDialog';
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
    sortValue: (u) => u.userId,
  },
  { key: 'name', header: 'Name', cell: (u) => u.name, sortValue: (u) => u.name },
  {
    key: 'status',
    header: 'Status',
    cell: (u) => <StatusBadge active={u.isActive} />,
    sortValue: (u) => (u.isActive ? 'Active' : 'Inactive'),
  },
  {
    key: 'lastActive',
    header: 'Last Active',
    cell: (u) => formatShortDateTime(u.lastActive),
    sortValue: (u) => (u.lastActive ? Date.parse(u.lastActive) : null),
  },
  {
    key: 'createdAt',
    header: 'Created At',
    cell: (u) => formatShortDateTime(u.createdAt),
    sortValue: (u) => Date.parse(u.createdAt),
  },
];
const SMALL_COLUMNS = ALL_COLUMNS.filter((c) => c.key !== 'lastActive' && c.key !== 'createdAt');

function RowActions({ user, compact }: { user: SubUser; compact: boolean }) {
  const [edit, remove, view] = useUnit([userFormOpened, deleteUserRequested, userDetailsOpened]);
  if (compact) {
    return (
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <ChakraIconButton
            aria-label={`Actions for ${user.name}`}
            variant="ghost"
            colorPalette="gray"
            size="sm"
          >
            <MoreVertical aria-hidden />
          </ChakraIconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="edit" onSelect={() => edit({ mode: 'edit', user })}>
                <Pencil size={14} aria-hidden /> Edit
              </Menu.Item>
              <Menu.Item value="view" onSelect={() => view(user)}>
                <Eye size={14} aria-hidden /> View
              </Menu.Item>
              <Menu.Item value="delete" color="fg.error" onSelect={() => remove(user)}>
                <Trash2 size={14} aria-hidden /> Delete
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    );
  }
  return (
    <>
      <IconButton
        aria-label={`Edit ${user.name}`}
        title="Edit"
        size="sm"
        onClick={() => edit({ mode: 'edit', user })}
      >
        <Pencil aria-hidden />
      </IconButton>
      <IconButton
        aria-label={`Delete ${user.name}`}
        title="Delete"
        size="sm"
        colorPalette="red"
        onClick={() => remove(user)}
      >
        <Trash2 aria-hidden />
      </IconButton>
      <IconButton aria-label={`View ${user.name}`} title="View" size="sm" onClick={() => view(user)}>
        <Eye aria-hidden />
      </IconButton>
    </>
  );
}

/** /users (spec 01 §2): the host's sub-users with search, status filter, sortable table and modals. */
export function UsersPage() {
  useGate(UsersPageGate);
  const [reload, openForm, refreshUsers] = useUnit([usersReloadRequested, userFormOpened, fetchUsersFx]);
  const [failed, all, filtered, loading, search, status, sort, page, pageSize] = useUnit([
    $usersLoadFailed,
    $users,
    $usersFiltered,
    $usersLoading,
    $usersSearch,
    $usersStatusFilter,
    $usersSort,
    $usersPage,
    $usersPageSize,
  ]);
  const handlers = useUnit({
    search: usersSearchChanged,
    status: usersStatusFilterChanged,
    sort: usersSortChanged,
    page: usersPageChanged,
    pageSize: usersPageSizeChanged,
  });
  const compact = useBreakpointValue({ base: true, md: false }) ?? false;

  const hasUsers = all.length > 0;

  return (
    <PullToRefresh
      onRefresh={() =>
        Promise.all([refreshUsers(), new Promise((resolve) => setTimeout(resolve, REFRESH_LOADER_DELAY_MS))])
      }
    >
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Box>
            <Text as="h2" fontSize="xl" fontWeight="semibold">
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

        <ListToolbar
          searchLabel="Search users"
          searchPlaceholder="Search users..."
          search={search}
          onSearchChange={handlers.search}
          filterLabel="Filter by status"
          filter={status}
          filterOptions={USER_STATUS_OPTIONS}
          onFilterChange={handlers.status}
        />

        <VisuallyHidden aria-live="polite">
          {loading ? '' : `${filtered.length} ${filtered.length === 1 ? 'user' : 'users'} shown`}
        </VisuallyHidden>

        {loading ? (
          <Center py="16">
            <Spinner label="Loading users" showLabel />
          </Center>
        ) : !hasUsers && failed ? (
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
        ) : !hasUsers ? (
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
            rows={filtered}
            columns={compact ? SMALL_COLUMNS : ALL_COLUMNS}
            getRowId={(u) => u._id}
            sort={sort}
            onSortChange={(next) => handlers.sort(next as SortState<UserSortKey>)}
            page={page}
            onPageChange={handlers.page}
            pageSize={pageSize}
            onPageSizeChange={handlers.pageSize}
            rowActions={(user) => <RowActions user={user} compact={compact} />}
            emptyState={
              <EmptyState
                icon={<Search />}
                title="No users match"
                description="Try another name, User ID or status."
              />
            }
          />
        )}
      </Stack>
      <UserFormDialog />
      <CredentialsDialog />
      <UserDetailsDialog />
      <DeleteUserDialog />
    </PullToRefresh>
  );
}
