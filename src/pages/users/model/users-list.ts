import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $user, fetchSubUsers, type SessionUser, type SubUser } from '@/entities/user';
import { subUserCreated, subUserUpdated } from '@/features/user-form';
import { getErrorMessage } from '@/shared/api';
import { appRefreshRequested, createListModel } from '@/shared/lib';
import { toast } from '@/shared/ui';
import { subUserDeleted } from './delete-user';
import { DEFAULT_USER_SORT, filterSortUsers, type UserSortKey, type UserStatusFilter } from './users-select';

/** The host's sub-users through the one list model; the host's own record is left out (spec 01 §2). */
const usersList = createListModel<SubUser, UserSortKey, UserStatusFilter, SessionUser | null>({
  fetch: () => fetchSubUsers(),
  defaultSort: DEFAULT_USER_SORT,
  defaultFilter: 'all',
  context: $user,
  select: (users, { search, filter, sort }, host) =>
    filterSortUsers(users, { search, status: filter, sort, excludeId: host?._id ?? null }),
});

export const {
  searchChanged: usersSearchChanged,
  filterChanged: usersStatusFilterChanged,
  sortToggled: usersSortToggled,
  sortChanged: usersSortChanged,
  pageChanged: usersPageChanged,
  pageSizeChanged: usersPageSizeChanged,
  fetchFx: fetchUsersFx,
  $rows: $users,
  $loading: $usersLoading,
  $loadFailed: $usersLoadFailed,
  $search: $usersSearch,
  $filter: $usersStatusFilter,
  $sort: $usersSort,
  $page: $usersPage,
  $pageSize: $usersPageSize,
  $filtered: $usersFiltered,
  $view: $usersView,
} = usersList;

export const usersPageOpened = createEvent();
export const usersReloadRequested = createEvent();
export const userDetailsOpened = createEvent<SubUser>();
export const userDetailsClosed = createEvent();
export const $userDetails = createStore<SubUser | null>(null);

/** Mounted while /users is on screen: the app-wide refresh event reloads only then. */
export const UsersPageGate = createGate<Record<string, never>>('UsersPage');

sample({
  clock: [
    UsersPageGate.open,
    usersPageOpened,
    usersReloadRequested,
    subUserCreated,
    subUserUpdated,
    subUserDeleted,
  ],
  target: usersList.requested,
});
sample({ clock: appRefreshRequested, filter: UsersPageGate.status, target: usersList.requested });
sample({
  clock: fetchUsersFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to fetch users'),
  target: toast.error,
});

$userDetails.on(userDetailsOpened, (_, user) => user).reset(userDetailsClosed);
