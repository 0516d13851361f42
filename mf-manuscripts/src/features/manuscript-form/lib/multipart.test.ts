import { manuscriptFormSchema } from '@colophon/shared/contracts';
import { emptyAuthor } from './author-rules';
import { toManuscriptFormData } from './multipart';

const values = manuscriptFormSchema.parse({
  title: ' Light in fibres ',
  abstract: 'We guide light.',
  journal_id: 4,
  keywords: 'optics, fibres',
  manuscript_type: 'case_report',
  doi: '10.1000/xyz123',
  submission_notes: 'First version',
  authors: [
    {
      ...emptyAuthor(1, true),
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      institution: 'London',
      orcid: '0000-0002-1825-0097',
    },
    {
      ...emptyAuthor(2, false),
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@example.org',
      institution: 'Manchester',
      department: 'Mathematics',
    },
  ],
});

describe('the multipart body of a create', () => {
  it('names every field as the API reads it, authors as authors[i][…] with 1/0 flags', () => {
    const pdf = new File(['%PDF-1.7'], 'paper.pdf', { type: 'application/pdf' });
    const body = toManuscriptFormData(values, pdf, true);
    const text = [...body.entries()].filter(([, v]) => typeof v === 'string');
    expect(text).toEqual([
      ['title', 'Light in fibres'],
      ['abstract', 'We guide light.'],
      ['journal_id', '4'],
      ['keywords', 'optics, fibres'],
      ['manuscript_type', 'case_report'],
      ['doi', '10.1000/xyz123'],
      ['submission_notes', 'First version'],
      ['submit', '1'],
      ['authors[0][first_name]', 'Ada'],
      ['authors[0][last_name]', 'Lovelace'],
      ['authors[0][email]', 'ada@example.org'],
      ['authors[0][institution]', 'London'],
      ['authors[0][orcid]', '0000-0002-1825-0097'],
      ['authors[0][is_corresponding]', '1'],
      ['authors[0][author_order]', '1'],
      ['authors[1][first_name]', 'Alan'],
      ['authors[1][last_name]', 'Turing'],
      ['authors[1][email]', 'alan@example.org'],
      ['authors[1][institution]', 'Manchester'],
      ['authors[1][department]', 'Mathematics'],
      ['authors[1][is_corresponding]', '0'],
      ['authors[1][author_order]', '2'],
    ]);
    const file = body.get('manuscript_file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('paper.pdf');
  });

  it('sends submit=0 for a draft', () => {
    const pdf = new File(['%PDF-1.7'], 'paper.pdf');
    expect(toManuscriptFormData(values, pdf, false).get('submit')).toBe('0');
  });
});
