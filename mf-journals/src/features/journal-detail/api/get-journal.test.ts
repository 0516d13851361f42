import { apiClient } from '@colophon/shared';
import { journalFixture } from '../../../testing/journal-fixture';
import { getJournal, shouldRetryJournal } from './get-journal';
import { getJournalManuscripts } from './get-journal-manuscripts';

afterEach(() => jest.restoreAllMocks());

describe('getJournal', () => {
  it('reads GET journals/{id} and unwraps data', async () => {
    const journal = journalFixture(3, 'Optics');
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: journal } });
    await expect(getJournal(3)).resolves.toEqual(journal);
    expect(get).toHaveBeenCalledWith('journals/3');
  });

  it('does not retry a 404, retries other failures once', () => {
    const notFound = { status: 404, message: 'Journal not found', errors: {} };
    const down = { status: 503, message: 'Service unavailable', errors: {} };
    expect(shouldRetryJournal(0, notFound)).toBe(false);
    expect(shouldRetryJournal(0, down)).toBe(true);
    expect(shouldRetryJournal(1, down)).toBe(false);
  });
});

describe('getJournalManuscripts', () => {
  it('pages GET journals/{id}/manuscripts', async () => {
    const answer = {
      data: [],
      meta: { current_page: 2, per_page: 10, last_page: 2, total: 11, total_capped: false },
    };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: answer });
    await expect(getJournalManuscripts(5, { page: 2, perPage: 10 })).resolves.toEqual(answer);
    expect(get).toHaveBeenCalledWith('journals/5/manuscripts', {
      params: { page: 2, per_page: 10 },
    });
  });
});
