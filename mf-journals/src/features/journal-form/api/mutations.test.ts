import { apiClient } from '@colophon/shared';
import { journalFixture } from '../../../testing/journal-fixture';
import { createJournal } from './create-journal';
import { updateJournal } from './update-journal';

afterEach(() => jest.restoreAllMocks());

describe('journal mutations', () => {
  const journal = journalFixture(9, 'Botany');

  it('creates with POST journals', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Journal created successfully', data: journal } });
    const payload = { title: 'Botany', description: 'Plants' };
    await expect(createJournal(payload)).resolves.toEqual({
      message: 'Journal created successfully',
      data: journal,
    });
    expect(post).toHaveBeenCalledWith('journals', payload);
  });

  it('updates with PUT journals/{id} and only the given fields', async () => {
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'Journal updated successfully', data: journal } });
    await updateJournal({ id: 9, payload: { title: 'Botany' } });
    expect(put).toHaveBeenCalledWith('journals/9', { title: 'Botany' });
  });
});
