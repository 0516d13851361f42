import { apiClient } from '@colophon/shared';
import { manuscriptFixture } from '../../../testing/manuscript-fixture';
import { getMySubmissions, normalizeSubmissions } from './get-my-submissions';
import { submissionKeys } from './query-keys';

const manuscript = (id: number) => manuscriptFixture(id, `Paper ${id}`);

describe('normalizeSubmissions', () => {
  it('keeps the meta of a paged answer', () => {
    const meta = { current_page: 2, per_page: 10, last_page: 3, total: 25 };
    expect(normalizeSubmissions({ data: [manuscript(1)], meta })).toEqual({
      data: [manuscript(1)],
      meta,
    });
  });

  it('makes an unpaged answer a single page', () => {
    expect(normalizeSubmissions({ data: [manuscript(1), manuscript(2)] }).meta).toEqual({
      current_page: 1,
      per_page: 2,
      last_page: 1,
      total: 2,
    });
  });
});

describe('getMySubmissions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('calls GET manuscripts/user/my-manuscripts with the page', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [manuscript(3)] } });
    const result = await getMySubmissions({ page: 1, perPage: 10, sort: '', direction: '' });
    expect(get).toHaveBeenCalledWith('manuscripts/user/my-manuscripts', {
      params: { page: 1, per_page: 10 },
    });
    expect(result.meta.total).toBe(1);
  });

  it('sends the order the URL names', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [] } });
    await getMySubmissions({ page: 2, perPage: 10, sort: 'updated_at', direction: 'desc' });
    expect(get).toHaveBeenCalledWith('manuscripts/user/my-manuscripts', {
      params: { page: 2, per_page: 10, sort: 'updated_at', direction: 'desc' },
    });
  });

  it('lives under the manuscripts key so manuscript changes refresh it', () => {
    const params = { page: 1, perPage: 10, sort: '', direction: '' } as const;
    expect(submissionKeys.list(params)).toEqual(['manuscripts', 'mine', params]);
  });
});
