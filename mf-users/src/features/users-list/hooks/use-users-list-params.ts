import { useListParams } from '@colophon/shared';
import { type UserStatus, USER_SORT_NATURAL, USER_STATUSES } from '@colophon/shared/contracts';
import { USERS_PER_PAGE, type UsersListParams } from '../lib/users-list-params';

type UsersFilters = { role: string; status: string };

const isUserStatus = (value: string): value is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(value);

/** The users list state, kept in the URL (page, per_page, search, role, status, sort). */
export function useUsersListParams() {
  const list = useListParams<UsersFilters>({
    per_page: USERS_PER_PAGE,
    filters: { role: '', status: 'all' },
    sort: { default: 'created_at', natural: USER_SORT_NATURAL },
  });
  // A hand-edited URL with an unknown status falls back to 'all' instead of a 422.
  const status = isUserStatus(list.filters.status) ? list.filters.status : 'all';
  const params: UsersListParams = {
    page: list.page,
    perPage: list.per_page,
    search: list.search,
    role: list.filters.role,
    status,
    sort: typeof list.query.sort === 'string' ? list.query.sort : '',
    direction:
      list.query.direction === 'asc' || list.query.direction === 'desc' ? list.query.direction : '',
  };
  return { params, list };
}
