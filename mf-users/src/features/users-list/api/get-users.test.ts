import { apiClient } from '@colophon/shared';
import { type UsersListParams } from '../lib/users-list-params';
import { getUsers, getUsersQueryOptions, toUsersApiQuery } from './get-users';
import { userKeys } from '../../../lib/user-keys';

const base: UsersListParams = {
  page: 1,
  perPage: 15,
  search: '',
  role: '',
  status: 'all',
  sort: '',
  direction: '',
};

describe('toUsersApiQuery', () => {
  it('sends the sort and its direction when the URL names one', () => {
    expect(toUsersApiQuery({ ...base, sort: 'email', direction: 'desc' })).toEqual({
      page: 1,
      per_page: 15,
      sort: 'email',
      direction: 'desc',
    });
  });

  it('sends only page and per_page when nothing is filtered', () => {
    expect(toUsersApiQuery(base)).toEqual({ page: 1, per_page: 15 });
  });

  it('adds a trimmed search, the role name and a non-default status', () => {
    expect(
      toUsersApiQuery({
        ...base,
        page: 3,
        search: '  ada ',
        role: 'editor-in-chief',
        status: 'deleted',
      }),
    ).toEqual({
      page: 3,
      per_page: 15,
      search: 'ada',
      role: 'editor-in-chief',
      status: 'deleted',
    });
  });

  it('leaves out a blank search', () => {
    expect(toUsersApiQuery({ ...base, search: '   ', status: 'active' })).toEqual({
      page: 1,
      per_page: 15,
      status: 'active',
    });
  });
});

describe('userKeys', () => {
  it('nests list keys under lists() so one invalidation refreshes every list', () => {
    const key = userKeys.list({ ...base, page: 2 });
    expect(key.slice(0, 2)).toEqual([...userKeys.lists()]);
    expect(key[2]).toEqual({ ...base, page: 2 });
    expect(userKeys.roles()).toEqual(['users', 'roles']);
  });

  it('gives different params different keys', () => {
    expect(getUsersQueryOptions(base).queryKey).not.toEqual(
      getUsersQueryOptions({ ...base, role: 'author' }).queryKey,
    );
  });
});

describe('getUsers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('calls GET users with the mapped query', async () => {
    const page = { data: [], meta: { current_page: 1, per_page: 15, last_page: 1, total: 0 } };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page });
    await expect(getUsers({ ...base, status: 'deleted' })).resolves.toEqual(page);
    expect(get).toHaveBeenCalledWith('users', {
      params: { page: 1, per_page: 15, status: 'deleted' },
    });
  });
});
