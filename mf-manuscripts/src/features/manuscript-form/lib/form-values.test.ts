import { manuscriptFormSchema } from '@colophon/shared/contracts';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { toAuthorsPayload, toUpdatePayload, valuesOf } from './form-values';

describe('form values of a saved manuscript', () => {
  const manuscript = manuscriptDetailFixture({ doi: '10.1000/abc', manuscript_type: 'case_study' });

  it('fills the form, authors in their order, blanks as empty text', () => {
    const values = valuesOf(manuscript);
    expect(values).toMatchObject({
      title: 'Light in fibres',
      journal_id: 4,
      keywords: 'optics, fibres',
      manuscript_type: 'case_study',
      doi: '10.1000/abc',
      submission_notes: '',
    });
    expect(values.authors.map((a) => [a.first_name, a.order, a.is_corresponding])).toEqual([
      ['Ada', 1, true],
      ['Alan', 2, false],
    ]);
    expect(values.authors[0]).toMatchObject({ department: '', orcid: '' });
  });

  it('turns the form into the PUT payload: keywords as a list, author_order, blanks as null', () => {
    const payload = toUpdatePayload(
      manuscriptFormSchema.parse({ ...valuesOf(manuscript), doi: '' }),
    );
    expect(payload).toMatchObject({
      title: 'Light in fibres',
      keywords: ['optics', 'fibres'],
      doi: null,
      journal_id: 4,
    });
    expect(payload.authors?.[1]).toEqual({
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@example.org',
      institution: 'University of London',
      department: null,
      orcid: null,
      contribution: null,
      is_corresponding: false,
      author_order: 2,
    });
  });

  it('sends the saved authors with user_id, is_corresponding and author_order to the authors call', () => {
    const payload = toAuthorsPayload(manuscript.authors);
    expect(payload.authors[1]).toMatchObject({
      user_id: null,
      email: 'ada@example.org',
      is_corresponding: true,
      author_order: 1,
    });
  });
});
