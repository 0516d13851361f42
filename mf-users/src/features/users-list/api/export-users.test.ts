import { apiClient } from '@colophon/shared';
import { type UsersListParams } from '../lib/users-list-params';
import { exportUsers, toUsersExportQuery } from './export-users';

const params: UsersListParams = {
  page: 3,
  perPage: 30,
  search: ' ada ',
  role: 'reviewer',
  status: 'deleted',
  sort: '',
  direction: '',
};

describe('the users CSV export', () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends the list's filters without its paging", () => {
    expect(toUsersExportQuery(params)).toEqual({
      search: 'ada',
      role: 'reviewer',
      status: 'deleted',
    });
    expect(toUsersExportQuery({ ...params, search: '', role: '', status: 'all' })).toEqual({});
  });

  it("sends the list's order, so the file is sorted like the list", () => {
    expect(
      toUsersExportQuery({
        ...params,
        search: '',
        role: '',
        status: 'all',
        sort: 'name',
        direction: 'asc',
      }),
    ).toEqual({ sort: 'name', direction: 'asc' });
  });

  it('downloads users/export.csv through the one client as users.csv', async () => {
    const createObjectURL = jest.fn(() => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: new Blob(['id,name\r\n'], { type: 'text/csv' }) });

    await exportUsers(params);

    expect(get).toHaveBeenCalledWith('users/export.csv', {
      params: { search: 'ada', role: 'reviewer', status: 'deleted' },
      responseType: 'blob',
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('users.csv');
  });
});
