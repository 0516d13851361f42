import { hasFieldErrors, mapServerErrors } from './server-errors';

describe('server errors on the form', () => {
  it('puts every message of a field on it, authors by index, the order as order', () => {
    const mapped = mapServerErrors({
      title: ['Title is required', 'The title may not be greater than 500 characters'],
      journal_id: ['This journal does not accept new submissions.'],
      authors: ['Author first name is required', 'At least one corresponding author is required'],
      'authors.1.first_name': ['Author first name is required'],
      'authors.1.author_order': ['Author order is required'],
      manuscript_file: ['The manuscript file must be a PDF, DOC or DOCX document'],
    });
    expect(mapped).toEqual({
      fields: {
        title: 'Title is required The title may not be greater than 500 characters',
        journal_id: 'This journal does not accept new submissions.',
        'authors.1.first_name': 'Author first name is required',
        'authors.1.order': 'Author order is required',
      },
      authors: 'At least one corresponding author is required',
      file: 'The manuscript file must be a PDF, DOC or DOCX document',
      other: [],
    });
    expect(hasFieldErrors(mapped)).toBe(true);
  });

  it('keeps messages no field shows apart', () => {
    const mapped = mapServerErrors({
      status: ['The manuscript can only be edited while it is a draft or a revision is requested.'],
      'keywords.3': ['The keyword may not be greater than 100 characters'],
    });
    expect(mapped).toEqual({
      fields: {},
      other: ['The manuscript can only be edited while it is a draft or a revision is requested.'],
    });
    expect(hasFieldErrors(mapped)).toBe(false);
  });
});
