import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const initial = {
    title: 'Optics',
    description: 'Light',
    issn: null,
    keywords: ['a', 'b'],
    category_ids: [3, 1],
    h_index: 4,
    is_active: true,
  };

  it('keeps only what differs', () => {
    expect(
      changedFields(initial, {
        ...initial,
        title: 'Optics Letters',
        keywords: ['a'],
        is_active: false,
      }),
    ).toEqual({ title: 'Optics Letters', keywords: ['a'], is_active: false });
  });

  it('treats missing and null alike, and category order as meaningless', () => {
    expect(
      changedFields(initial, { ...initial, abbreviation: null, category_ids: [1, 3] }),
    ).toEqual({});
  });

  it('sends a cleared value', () => {
    expect(changedFields(initial, { ...initial, h_index: null, category_ids: [] })).toEqual({
      h_index: null,
      category_ids: [],
    });
  });

  it('sends everything when nothing is known of the start', () => {
    expect(changedFields({}, { title: 'T', description: 'D' })).toEqual({
      title: 'T',
      description: 'D',
    });
  });
});
