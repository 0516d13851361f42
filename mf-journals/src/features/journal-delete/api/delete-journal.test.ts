import { apiClient } from '@colophon/shared';
import { deleteJournal } from './delete-journal';

afterEach(() => jest.restoreAllMocks());

describe('journal mutations', () => {
  it('deletes with DELETE journals/{id}', async () => {
    const del = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { message: 'Journal deleted successfully' } });
    await deleteJournal(9);
    expect(del).toHaveBeenCalledWith('journals/9');
  });
});
