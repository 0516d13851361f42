import { fromUrl, toQueueApiQuery } from './queue-params';

const none = { journal_id: '', stage: '', assigned: '', overdue: '', sort: '', direction: '' };

describe('the editorial queue params', () => {
  it('reads known values and drops unknown ones (no 422 for a hand-edited URL)', () => {
    expect(
      fromUrl(2, 15, {
        journal_id: 'mine',
        stage: 'accepted',
        assigned: 'me',
        overdue: '1',
        sort: 'title',
        direction: 'desc',
      }),
    ).toEqual({
      page: 2,
      perPage: 15,
      journal: 'mine',
      search: '',
      stage: 'accepted',
      assigned: 'me',
      overdue: true,
      sort: 'title',
      direction: 'desc',
    });
    expect(
      fromUrl(1, 15, {
        journal_id: 'yours',
        stage: 'x',
        assigned: 'you',
        overdue: 'yes',
        sort: 'id',
        direction: 'desc',
      }),
    ).toEqual({
      page: 1,
      perPage: 15,
      journal: '',
      search: '',
      stage: '',
      assigned: '',
      overdue: false,
      sort: '',
      direction: '',
    });
  });

  it('sends only what is set, a sort always with its direction', () => {
    expect(toQueueApiQuery(fromUrl(1, 15, none))).toEqual({ page: 1, per_page: 15 });
    expect(toQueueApiQuery(fromUrl(1, 15, { ...none, sort: 'submission_date' }))).toEqual({
      page: 1,
      per_page: 15,
      sort: 'submission_date',
      direction: 'asc',
    });
  });

  it('reads a journal id or scope and a search, and sends them', () => {
    const params = fromUrl(1, 15, { ...none, journal_id: '7' }, '  MS-12 ');
    expect(params).toMatchObject({ journal: 7, search: 'MS-12' });
    expect(toQueueApiQuery(params)).toEqual({
      page: 1,
      per_page: 15,
      journal_id: 7,
      search: 'MS-12',
    });
    expect(toQueueApiQuery(fromUrl(1, 15, { ...none, journal_id: 'all' }))).toMatchObject({
      journal_id: 'all',
    });
    expect(fromUrl(1, 15, { ...none, journal_id: '0' }).journal).toBe('');
    expect(fromUrl(1, 15, none, 'x'.repeat(300)).search).toHaveLength(200);
  });
});
