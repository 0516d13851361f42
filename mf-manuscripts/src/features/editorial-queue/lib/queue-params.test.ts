import { fromUrl, toQueueApiQuery } from './queue-params';

const none = { stage: '', assigned: '', overdue: '', sort: '', direction: '' };

describe('the editorial queue params', () => {
  it('reads known values and drops unknown ones (no 422 for a hand-edited URL)', () => {
    expect(
      fromUrl(2, 15, {
        stage: 'accepted',
        assigned: 'me',
        overdue: '1',
        sort: 'title',
        direction: 'desc',
      }),
    ).toEqual({
      page: 2,
      perPage: 15,
      stage: 'accepted',
      assigned: 'me',
      overdue: true,
      sort: 'title',
      direction: 'desc',
    });
    expect(
      fromUrl(1, 15, {
        stage: 'x',
        assigned: 'you',
        overdue: 'yes',
        sort: 'id',
        direction: 'desc',
      }),
    ).toEqual({
      page: 1,
      perPage: 15,
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
});
