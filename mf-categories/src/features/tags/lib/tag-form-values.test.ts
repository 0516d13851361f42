import { tagSchema, type Tag } from '@colophon/shared/contracts';
import { toTagFormValues } from './tag-form-values';

const tag: Tag = {
  id: 3,
  name: 'Ecology',
  slug: 'ecology',
  color: '#52c41a',
  description: null,
  manuscripts_count: 2,
  journals_count: 1,
  usage_count: 3,
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
};

describe('toTagFormValues', () => {
  it('fills the form from a tag, and round-trips through the schema', () => {
    const values = toTagFormValues(tag);
    expect(values).toEqual({ name: 'Ecology', description: '', color: '#52c41a' });
    expect(tagSchema.parse(values)).toEqual({
      name: 'Ecology',
      description: null,
      color: '#52c41a',
    });
  });

  it('starts empty, and the schema refuses an empty name and a bad colour', () => {
    const result = tagSchema.safeParse({ ...toTagFormValues(), color: 'blue' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['color', 'name']);
  });
});
