import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@colophon/shared/router';
import { toStatusFilter, useJournalsListParams } from './use-journals-list-params';

function setup(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useJournalsListParams(), url: `${location.pathname}${location.search}` };
    },
    { wrapper },
  );
}

describe('the journals list state in the URL', () => {
  it('reads page, page size, search and status, with defaults of page 1 and 10 per page', () => {
    expect(setup('/journals').result.current.params).toEqual({
      page: 1,
      perPage: 10,
      search: '',
      status: '',
      tag: '',
      sort: '',
      direction: '',
    });
    expect(
      setup('/journals?page=3&per_page=20&search=optics&status=active&tag=7').result.current.params,
    ).toEqual({
      page: 3,
      perPage: 20,
      search: 'optics',
      status: 'active',
      tag: '7',
      sort: '',
      direction: '',
    });
  });

  it('reads the order from the URL, a known sort only', () => {
    expect(
      setup('/journals?sort=manuscripts_count&direction=desc').result.current.params,
    ).toMatchObject({ sort: 'manuscripts_count', direction: 'desc' });
    expect(setup('/journals?sort=updated_at').result.current.params).toMatchObject({
      sort: 'updated_at',
      direction: 'desc',
    });
    expect(setup('/journals?sort=admin_notes&direction=asc').result.current.params).toMatchObject({
      sort: '',
      direction: '',
    });
  });

  it('writes paging, search and filter back, leaving defaults out', () => {
    const { result } = setup('/journals?page=4');
    act(() => result.current.list.setPagination(2, 10));
    expect(result.current.url).toBe('/journals?page=2');
    act(() => result.current.list.setSearch('bio'));
    expect(result.current.url).toBe('/journals?search=bio');
    act(() => result.current.list.setPagination(3, 10));
    act(() => result.current.list.setFilter('status', 'suspended'));
    expect(result.current.url).toBe('/journals?search=bio&status=suspended');
    act(() => result.current.list.setPagination(1, 50));
    expect(result.current.params).toMatchObject({ page: 1, perPage: 50 });
  });

  it('drops a status the API does not know, and malformed paging', () => {
    expect(toStatusFilter('under_review')).toBe('under_review');
    expect(toStatusFilter('archived')).toBe('');
    expect(
      setup('/journals?status=archived&page=-2&per_page=x&tag=x1').result.current.params,
    ).toEqual({
      page: 1,
      perPage: 10,
      search: '',
      status: '',
      tag: '',
      sort: '',
      direction: '',
    });
  });
});
