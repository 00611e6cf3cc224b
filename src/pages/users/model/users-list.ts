import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchSubUsers, signedOut, type SubUser } from '@/entities/user';
import { subUserCreated, subUserUpdated } from '@/features/user-form';
import { getErrorMessage, type UsersSortKey } from '@/shared/api';
import { appRefreshRequested, createListModel, listQuery } from '@/shared/lib';
import { toast } from '@/shared/ui';
import { subUserDeleted } from './delete-user';

export type UserStatusFilter = 'all' | 'active' | 'inactive';
export type UserSortKey = UsersSortKey;

/**
 * The host's sub-users a page at a time (search on name or User ID, status filter, sort), newest first. The
 * route lists sub-users only, so the host's own record never shows (spec 01 §2).
 */
const usersList = createListModel<SubUser, UserSortKey, UserStatusFilter>({
  fetch: async (request) => {
    const { users, total } = await fetchSubUsers(listQuery(request));
    return { rows: users, total };
  },
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultFilter: 'all',
  resetOn: signedOut,
});

export const {
  searchChanged: usersSearchChanged,
  filterChanged: usersStatusFilterChanged,
  sortToggled: usersSortToggled,
  sortChanged: usersSortChanged,
  pageChanged: usersPageChanged,
  pageSizeChanged: usersPageSizeChanged,
  fetchFx: fetchUsersFx,
  fetchPageFx: fetchUsersPageFx,
  failed: usersLoadFailed,
  $empty: $usersEmpty,
  $loading: $usersLoading,
  $loadFailed: $usersLoadFailed,
  $search: $usersSearch,
  $filter: $usersStatusFilter,
  $sort: $usersSort,
  $page: $usersPage,
  $pageSize: $usersPageSize,
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
  target: fetchUsersFx,
});
sample({ clock: appRefreshRequested, filter: UsersPageGate.status, target: fetchUsersFx });
sample({
  clock: usersLoadFailed,
  fn: (error) => getErrorMessage(error, 'Failed to fetch users'),
  target: toast.error,
});

$userDetails.on(userDetailsOpened, (_, user) => user).reset(userDetailsClosed);
