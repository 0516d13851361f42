import { apiClient } from '@colophon/shared';
import { type ManuscriptsListParams } from '../lib/list-params';
import {
  getManuscripts,
  getManuscriptsQueryOptions,
  toManuscriptsApiQuery,
} from './get-manuscripts';
import { manuscriptKeys } from './query-keys';

const base: ManuscriptsListParams = {
  page: 1,
  perPage: 10,
  search: '',
  status: '',
  type: '',
  tag: '',
  sort: '',
  direction: '',
};

describe('toManuscriptsApiQuery', () => {
  it('sends the sort and its direction when the URL names one', () => {
    expect(toManuscriptsApiQuery({ ...base, sort: 'title', direction: 'desc' })).toEqual({
      page: 1,
      per_page: 10,
      sort: 'title',
      direction: 'desc',
    });
  });

  it('sends only page and per_page without search or filters', () => {
    expect(toManuscriptsApiQuery(base)).toEqual({ page: 1, per_page: 10 });
  });

  it('sends status, and the type as manuscript_type', () => {
    expect(
      toManuscriptsApiQuery({
        ...base,
        page: 2,
        search: ' graphene ',
        status: 'under_review',
        type: 'case_study',
      }),
    ).toEqual({
      page: 2,
      per_page: 10,
      search: 'graphene',
      status: 'under_review',
      manuscript_type: 'case_study',
    });
  });

  it('leaves out a blank search and empty filters one by one', () => {
    expect(toManuscriptsApiQuery({ ...base, search: '  ', type: 'letter' })).toEqual({
      page: 1,
      per_page: 10,
      manuscript_type: 'letter',
    });
  });
});

describe('manuscriptKeys', () => {
  it('keys each list by its params under lists()', () => {
    expect(manuscriptKeys.list(base)).toEqual(['manuscripts', 'list', base]);
    expect(getManuscriptsQueryOptions({ ...base, status: 'draft' }).queryKey).not.toEqual(
      getManuscriptsQueryOptions(base).queryKey,
    );
  });
});

describe('getManuscripts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('calls GET manuscripts with the mapped query', async () => {
    const page = { data: [], meta: { current_page: 1, per_page: 10, last_page: 1, total: 0 } };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page });
    await expect(getManuscripts({ ...base, type: 'editorial' })).resolves.toEqual(page);
    expect(get).toHaveBeenCalledWith('manuscripts', {
      params: { page: 1, per_page: 10, manuscript_type: 'editorial' },
    });
  });
});
