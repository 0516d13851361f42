import { apiClient } from '@colophon/shared';
import { journalKeys } from '../../../lib/journal-keys';
import { type JournalsListParams } from '../lib/list-params';
import {
  getJournals,
  getJournalsQueryOptions,
  toJournalsApiQuery,
  toJournalsFilterQuery,
} from './get-journals';

const base: JournalsListParams = {
  page: 1,
  perPage: 10,
  search: '',
  status: '',
  tag: '',
  sort: '',
  direction: '',
};
const noFilter = { search: '', status: '', tag: '', sort: '', direction: '' } as const;

describe('toJournalsApiQuery', () => {
  it('sends page and per_page and leaves out a blank search', () => {
    expect(toJournalsApiQuery(base)).toEqual({ page: 1, per_page: 10 });
    expect(toJournalsApiQuery({ ...base, search: '   ' })).toEqual({ page: 1, per_page: 10 });
  });

  it('sends a trimmed search', () => {
    expect(toJournalsApiQuery({ ...base, page: 4, perPage: 20, search: ' physics ' })).toEqual({
      page: 4,
      per_page: 20,
      search: 'physics',
    });
  });

  it('sends a status filter when one is chosen', () => {
    expect(toJournalsApiQuery({ ...base, status: 'under_review' })).toEqual({
      page: 1,
      per_page: 10,
      status: 'under_review',
    });
  });
});

describe('toJournalsApiQuery sorting', () => {
  it('sends sort and direction only when the URL names a sort', () => {
    expect(toJournalsApiQuery({ ...base, sort: 'title', direction: 'desc' })).toEqual({
      page: 1,
      per_page: 10,
      sort: 'title',
      direction: 'desc',
    });
  });
});

describe('toJournalsFilterQuery (the CSV export)', () => {
  it('has the filters without paging', () => {
    expect(
      toJournalsFilterQuery({ ...noFilter, search: ' bio ', status: 'active', tag: '7' }),
    ).toEqual({ search: 'bio', status: 'active', tag: '7' });
    expect(toJournalsFilterQuery(noFilter)).toEqual({});
  });

  it("carries the list's order, so the export is sorted like the list", () => {
    expect(toJournalsFilterQuery({ ...noFilter, sort: 'updated_at', direction: 'desc' })).toEqual({
      sort: 'updated_at',
      direction: 'desc',
    });
  });
});

describe('journalKeys', () => {
  it("nests every list under lists(), and a journal's manuscripts under its detail", () => {
    expect(journalKeys.list(base)).toEqual(['journals', 'list', base]);
    expect(journalKeys.manuscripts(7, { page: 1, perPage: 10 }).slice(0, 3)).toEqual(
      journalKeys.detail(7),
    );
    expect(getJournalsQueryOptions({ ...base, page: 2 }).queryKey).not.toEqual(
      getJournalsQueryOptions(base).queryKey,
    );
  });
});

describe('getJournals', () => {
  afterEach(() => jest.restoreAllMocks());

  it('calls GET journals with the mapped query', async () => {
    const page = { data: [], meta: { current_page: 1, per_page: 10, last_page: 1, total: 0 } };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page });
    await expect(getJournals({ ...base, search: 'bio' })).resolves.toEqual(page);
    expect(get).toHaveBeenCalledWith('journals', {
      params: { page: 1, per_page: 10, search: 'bio' },
    });
  });
});
