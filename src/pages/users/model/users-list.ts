import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $user, fetchSubUsers, type SubUser } from '@/entities/user';
import { subUserCreated, subUserUpdated } from '@/features/user-form';
import { getErrorMessage } from '@/shared/api';
import { DEFAULT_PAGE_SIZE } from '@/shared/config';
import { appRefreshRequested, paginate, toggleSort, type SortState } from '@/shared/lib';
import { notify } from '@/shared/ui';
import { subUserDeleted } from './delete-user';
import { DEFAULT_USER_SORT, filterSortUsers, type UserSortKey, type UserStatusFilter } from './users-select';

export const usersPageOpened = createEvent();
export const usersReloadRequested = createEvent();
export const usersSearchChanged = createEvent<string>();
export const usersStatusFilterChanged = createEvent<UserStatusFilter>();
export const usersSortToggled = createEvent<UserSortKey>();
export const usersSortChanged = createEvent<SortState<UserSortKey>>();
export const usersPageChanged = createEvent<number>();
export const usersPageSizeChanged = createEvent<number>();
export const userDetailsOpened = createEvent<SubUser>();
export const userDetailsClosed = createEvent();

export const fetchUsersFx = createEffect(() => fetchSubUsers());
const notifyErrorFx = createEffect((message: string) => {
  notify.error(message);
});

export const $users = createStore<SubUser[]>([]);
export const $usersLoading = createStore(true);
export const $usersLoadFailed = createStore(false);
export const $usersSearch = createStore('');
export const $usersStatusFilter = createStore<UserStatusFilter>('all');
export const $usersSort = createStore(DEFAULT_USER_SORT);
export const $usersPage = createStore(1);
export const $usersPageSize = createStore(DEFAULT_PAGE_SIZE);
export const $userDetails = createStore<SubUser | null>(null);

/** Every matching row in display order (the table pages it). */
export const $usersFiltered = combine(
  { users: $users, search: $usersSearch, status: $usersStatusFilter, sort: $usersSort, host: $user },
  ({ users, host, ...query }) => filterSortUsers(users, { ...query, excludeId: host?._id ?? null }),
);
export const $usersView = combine($usersFiltered, $usersPage, $usersPageSize, (rows, page, size) =>
  paginate(rows, page, size),
);

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
$users.on(fetchUsersFx.doneData, (_, users) => users);
$usersLoading.on(fetchUsersFx.finally, () => false);
$usersLoadFailed.on(fetchUsersFx.fail, () => true).on(fetchUsersFx.done, () => false);
sample({
  clock: fetchUsersFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to fetch users'),
  target: notifyErrorFx,
});

$usersSearch.on(usersSearchChanged, (_, value) => value);
$usersStatusFilter.on(usersStatusFilterChanged, (_, value) => value);
$usersSort.on(usersSortToggled, (sort, key) => toggleSort(sort, key)).on(usersSortChanged, (_, sort) => sort);
$usersPageSize.on(usersPageSizeChanged, (_, size) => size);
$usersPage
  .on(usersPageChanged, (_, page) => page)
  .reset([
    usersSearchChanged,
    usersStatusFilterChanged,
    usersPageSizeChanged,
    usersSortToggled,
    usersSortChanged,
  ]);

$userDetails.on(userDetailsOpened, (_, user) => user).reset(userDetailsClosed);
