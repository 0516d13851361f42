// The journal form's validation as the screen sees it: the shared schema's
// messages (the product's texts, word for word), list splitting and number parsing, and
// the texts shown in each language. The schema speaks message codes; the form
// shows them through the shared message layer, the short form beside a field.
// Every language's catalog at once (the app loads one with its language).
import '@colophon/shared/contracts/all-languages';
import {
  journalFormSchema,
  JOURNAL_MESSAGES,
  renderMessage,
  splitList,
  toJournalFormValues,
} from '@colophon/shared/contracts';

const base = { ...toJournalFormValues(), title: 'Journal of Tests', description: 'About tests' };

/** The first message code of each field. */
function codesOf(values: object): Record<string, string> {
  const result = journalFormSchema.safeParse({ ...base, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The first message of each field in English, as the API's 422 body words it. */
function errorsOf(values: object): Record<string, string> {
  const codes = codesOf(values);
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, renderMessage(code, 'en')]),
  );
}

/** What the form shows beside a field, in a language. */
const shown = (code: string, language: string) => renderMessage(code, language, { brief: true });

describe('journal form messages', () => {
  it.each([
    ['title', { title: '' }, 'Journal title is required'],
    ['title', { title: '   ' }, 'Journal title is required'],
    ['description', { description: '' }, 'Journal description is required'],
    ['issn', { issn: '1234' }, 'Invalid ISSN format (e.g., 1234-5678)'],
    ['issn', { issn: '12345678' }, 'Invalid ISSN format (e.g., 1234-5678)'],
    ['e_issn', { e_issn: 'abcd-efgh' }, 'Invalid E-ISSN format (e.g., 1234-5678)'],
    [
      'website_url',
      { website_url: 'www.example.org' },
      'Invalid URL format (must start with http:// or https://)',
    ],
    [
      'logo_url',
      { logo_url: 'ftp://example.org/logo.png' },
      'Invalid URL format (must start with http:// or https://)',
    ],
    [
      'cover_image_url',
      { cover_image_url: 'javascript:alert(1)' },
      'Invalid URL format (must start with http:// or https://)',
    ],
    ['contact_email', { contact_email: 'editor-at-example' }, 'Invalid email format'],
  ])('%s: %j → %s', (field, values, message) => {
    expect(errorsOf(values)[field]).toBe(message);
  });

  it('accepts well-formed values and empty optional fields', () => {
    expect(
      errorsOf({
        issn: '1234-5678',
        e_issn: '8765-432X',
        website_url: 'https://journal.example.org',
        logo_url: 'http://example.org/logo.png',
        cover_image_url: '',
        contact_email: 'editor@example.org',
      }),
    ).toEqual({});
  });

  it('parses numbers, with h_index an integer', () => {
    expect(errorsOf({ h_index: '2.5' }).h_index).toBe('The h index must be an integer');
    expect(errorsOf({ impact_factor: 'high' }).impact_factor).toBe(
      'The impact factor must be a number',
    );
    expect(errorsOf({ submission_fee: '-1' }).submission_fee).toBe(
      'The submission fee must be at least 0',
    );
    const out = journalFormSchema.parse({
      ...base,
      h_index: ' 12 ',
      impact_factor: '3.75',
      submission_fee: '',
      publication_fee: '0',
    });
    expect(out).toMatchObject({
      h_index: 12,
      impact_factor: 3.75,
      submission_fee: null,
      publication_fee: 0,
    });
  });
});

describe('comma-separated list fields', () => {
  it('are split, trimmed and emptied of blanks', () => {
    expect(splitList(' Scopus ,, Web of Science , ')).toEqual(['Scopus', 'Web of Science']);
    const out = journalFormSchema.parse({
      ...base,
      keywords: 'optics,  lasers ,,',
      subject_areas: ' , ',
      indexing_databases: 'Scopus',
      manuscript_types: 'research_article, letter',
      languages: 'en, de , ur',
    });
    expect(out).toMatchObject({
      keywords: ['optics', 'lasers'],
      subject_areas: [],
      indexing_databases: ['Scopus'],
      manuscript_types: ['research_article', 'letter'],
      languages: ['en', 'de', 'ur'],
    });
  });

  it('report an over-long item on the list field', () => {
    const result = journalFormSchema.safeParse({ ...base, keywords: `ok, ${'x'.repeat(101)}` });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['keywords', 1]);
    expect(renderMessage(issue.message, 'en')).toBe(
      'Each of the keywords may not be greater than 100 characters',
    );
  });
});

describe('the texts the form shows (the shared message layer)', () => {
  it('keeps the spec messages word for word in English', () => {
    for (const [code, message] of [
      [JOURNAL_MESSAGES.titleRequired, 'Journal title is required'],
      [JOURNAL_MESSAGES.descriptionRequired, 'Journal description is required'],
      [JOURNAL_MESSAGES.issn, 'Invalid ISSN format (e.g., 1234-5678)'],
      [JOURNAL_MESSAGES.eIssn, 'Invalid E-ISSN format (e.g., 1234-5678)'],
      [JOURNAL_MESSAGES.url, 'Invalid URL format (must start with http:// or https://)'],
      [JOURNAL_MESSAGES.email, 'Invalid email format'],
    ] as const) {
      expect(shown(code, 'en')).toBe(message);
    }
  });

  it('translates them in German and Urdu', () => {
    expect(shown(JOURNAL_MESSAGES.issn, 'de')).toBe('Ungültiges ISSN-Format (z. B. 1234-5678)');
    expect(shown(JOURNAL_MESSAGES.titleRequired, 'ur')).toBe('جریدے کا عنوان لازمی ہے');
  });

  it('gives the schema range messages a short text of their own', () => {
    const code = (values: object, field: string) => codesOf(values)[field]!;
    expect(shown(code({ h_index: '2.5' }, 'h_index'), 'en')).toBe('Must be a whole number');
    expect(shown(code({ impact_factor: 'high' }, 'impact_factor'), 'en')).toBe('Must be a number');
    expect(shown(code({ submission_fee: '-1' }, 'submission_fee'), 'en')).toBe(
      'Must be at least 0',
    );
    expect(shown(code({ acceptance_rate: '101' }, 'acceptance_rate'), 'en')).toBe(
      'Must be at most 100',
    );
    expect(shown(code({ title: 'x'.repeat(256) }, 'title'), 'en')).toBe(
      'Must be at most 255 characters',
    );
    const keywords = Array.from({ length: 51 }, (_, index) => `k${index}`).join(',');
    expect(shown(code({ keywords }, 'keywords'), 'en')).toBe('At most 50 items');
  });

  it('shows an unknown message as it came', () => {
    expect(shown('The selected categories do not exist: 9.', 'de')).toBe(
      'The selected categories do not exist: 9.',
    );
  });
});
