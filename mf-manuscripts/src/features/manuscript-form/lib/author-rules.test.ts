import { renderMessage } from '@colophon/shared/contracts';
import { addAuthor, emptyAuthor, nextOrder, removeAuthor, setCorresponding } from './author-rules';

const named = (name: string, order: number, isCorresponding = false) => ({
  ...emptyAuthor(order, isCorresponding),
  first_name: name,
});

describe('the author block', () => {
  it('starts a manuscript with one blank corresponding author of order 1', () => {
    expect(emptyAuthor(1, true)).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      institution: '',
      department: '',
      orcid: '',
      is_corresponding: true,
      order: 1,
    });
  });

  it('adds a blank author after the highest order, not corresponding when someone is', () => {
    const added = addAuthor([named('Ada', 1, true), named('Alan', 5)]);
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ first_name: '', order: 6, is_corresponding: false });
    expect(added[0]).toMatchObject({ first_name: 'Ada', is_corresponding: true });
  });

  it('makes an added author corresponding when nobody is', () => {
    expect(addAuthor([named('Ada', 1)])[1]?.is_corresponding).toBe(true);
  });

  it('counts a blank order as 0 for the next order', () => {
    expect(nextOrder([{ ...named('Ada', 1), order: null as unknown as number }])).toBe(1);
    expect(nextOrder([])).toBe(1);
  });

  it('removes an author', () => {
    const result = removeAuthor([named('Ada', 1, true), named('Alan', 2), named('Grace', 3)], 1);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.authors.map((a) => a.first_name)).toEqual(['Ada', 'Grace']);
  });

  it('never removes the last author', () => {
    const result = removeAuthor([named('Ada', 1, true)], 0);
    // The error is a contract message: compared as the English reader sees it.
    expect(result.ok ? result : { ...result, error: renderMessage(result.error, 'en') }).toEqual({
      ok: false,
      error: 'At least one author is required',
    });
  });

  it('hands the corresponding role to the first author left when its holder is removed', () => {
    const result = removeAuthor([named('Ada', 1), named('Alan', 2, true), named('Grace', 3)], 1);
    expect(result.ok && result.authors.map((a) => a.is_corresponding)).toEqual([true, false]);
  });

  it('marking one author corresponding clears the flag on every other', () => {
    const authors = [named('Ada', 1, true), named('Alan', 2), named('Grace', 3, true)];
    expect(setCorresponding(authors, 1, true).map((a) => a.is_corresponding)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('unmarking clears only that author', () => {
    const authors = [named('Ada', 1, true), named('Alan', 2)];
    expect(setCorresponding(authors, 0, false).map((a) => a.is_corresponding)).toEqual([
      false,
      false,
    ]);
  });
});
