// Every validation message of the manuscript form comes out of the one schema the form and the API
// share, for the field it belongs to, and reads word for word in English.
import {
  MANUSCRIPT_MESSAGES,
  manuscriptFormSchema,
  renderMessage,
  type ManuscriptFormValues,
} from '@colophon/shared/contracts';
import { emptyAuthor } from './author-rules';

const author = (overrides: Partial<ManuscriptFormValues['authors'][number]> = {}) => ({
  ...emptyAuthor(1, true),
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  institution: 'University of London',
  ...overrides,
});

const valid = (): ManuscriptFormValues => ({
  title: 'On the analytical engine',
  abstract: 'Notes on a machine.',
  journal_id: 3,
  keywords: 'computing, history',
  manuscript_type: 'research_article',
  doi: '',
  submission_notes: '',
  authors: [author()],
});

/** Path → messages of a failed parse, as the English reader sees them. */
function errorsOf(values: unknown): Record<string, string[]> {
  const result = manuscriptFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (errors[path] ??= []).push(renderMessage(issue.message, 'en'));
  }
  return errors;
}

describe('manuscript form validation', () => {
  it('accepts a complete manuscript', () => {
    expect(errorsOf(valid())).toEqual({});
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    ['abstract', { abstract: '' }, 'Abstract is required'],
    ['journal_id', { journal_id: undefined }, 'Journal selection is required'],
    ['doi', { doi: 'not a doi' }, 'Invalid DOI format (e.g., 10.1000/xyz123)'],
  ])('%s: %s → %s', (path, change, message) => {
    expect(errorsOf({ ...valid(), ...change })[path]).toEqual([message]);
  });

  it.each([
    ['first_name', { first_name: '' }, 'Author first name is required'],
    ['last_name', { last_name: ' ' }, 'Author last name is required'],
    ['email', { email: '' }, 'Author email is required'],
    ['email', { email: 'ada@' }, 'Invalid email format'],
    ['institution', { institution: '' }, 'Author institution is required'],
    ['order', { order: null }, 'Author order is required'],
    ['order', { order: undefined }, 'Author order is required'],
    ['orcid', { orcid: '1234' }, 'Invalid ORCID format (e.g., 0000-0002-1825-0097)'],
  ])('author %s: %o → %s', (field, change, message) => {
    const values = { ...valid(), authors: [author(change as never)] };
    expect(errorsOf(values)[`authors.0.${field}`]).toEqual([message]);
  });

  it('accepts an ORCID with a final X and an empty one', () => {
    expect(errorsOf({ ...valid(), authors: [author({ orcid: '0000-0002-1694-233X' })] })).toEqual(
      {},
    );
    expect(errorsOf({ ...valid(), authors: [author({ orcid: '' })] })).toEqual({});
  });

  it('needs at least one author', () => {
    expect(errorsOf({ ...valid(), authors: [] }).authors).toEqual([
      'At least one author is required',
    ]);
  });

  it('needs a corresponding author, even while another author field is wrong', () => {
    const errors = errorsOf({
      ...valid(),
      authors: [author({ is_corresponding: false, email: 'nope' })],
    });
    expect(errors.authors).toEqual(['At least one corresponding author is required']);
    expect(errors['authors.0.email']).toEqual(['Invalid email format']);
  });

  it('keeps a case_study type of an edited manuscript', () => {
    expect(errorsOf({ ...valid(), manuscript_type: 'case_study' })).toEqual({});
  });

  it('has every message in English word for word', () => {
    const texts: Record<keyof typeof MANUSCRIPT_MESSAGES, string> = {
      titleRequired: 'Title is required',
      abstractRequired: 'Abstract is required',
      journalRequired: 'Journal selection is required',
      authorsRequired: 'At least one author is required',
      correspondingRequired: 'At least one corresponding author is required',
      firstNameRequired: 'Author first name is required',
      lastNameRequired: 'Author last name is required',
      emailRequired: 'Author email is required',
      emailInvalid: 'Invalid email format',
      institutionRequired: 'Author institution is required',
      orderRequired: 'Author order is required',
      orcidInvalid: 'Invalid ORCID format (e.g., 0000-0002-1825-0097)',
      doiInvalid: 'Invalid DOI format (e.g., 10.1000/xyz123)',
      fileRequired: 'The manuscript file is required',
      fileType: 'The manuscript file must be a PDF, DOC or DOCX document',
    };
    for (const [key, message] of Object.entries(MANUSCRIPT_MESSAGES)) {
      expect({ key, text: texts[key as keyof typeof texts] }).toEqual({
        key,
        text: renderMessage(message, 'en'),
      });
    }
  });
});
