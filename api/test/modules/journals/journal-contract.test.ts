// The journal form schema (shared with the front end): spec messages (codes,
// rendered in English here as the API does without Accept-Language), list
// splitting, number parsing, defaults and the entity → form round trip.
import {
  type Journal,
  journalFormSchema,
  renderMessage,
  splitList,
  toJournalFormValues,
} from '@colophon/shared/contracts';

const base = { ...toJournalFormValues(), title: 'T', description: 'D' };

describe('splitList', () => {
  it.each([
    ['a, b ,c', ['a', 'b', 'c']],
    [' , ,', []],
    ['', []],
    [null, []],
    ['one', ['one']],
  ])('%j → %j', (text, list) => expect(splitList(text)).toEqual(list));
});

describe('journalFormSchema', () => {
  it('starts from the spec defaults', () => {
    const out = journalFormSchema.parse(base);
    expect(out).toMatchObject({
      publication_frequency: 'monthly',
      is_active: true,
      is_peer_reviewed: true,
      peer_review_type: 'double_blind',
      status: 'active',
      languages: ['en'],
    });
  });

  it('splits comma lists and parses numbers ("" → null)', () => {
    const out = journalFormSchema.parse({
      ...base,
      keywords: 'x, ,y,',
      subject_areas: '',
      impact_factor: '3.25',
      h_index: '7',
      submission_fee: '',
      publication_fee: 150,
    });
    expect(out).toMatchObject({
      keywords: ['x', 'y'],
      subject_areas: [],
      impact_factor: 3.25,
      h_index: 7,
      submission_fee: null,
      publication_fee: 150,
    });
  });

  it('reports the spec messages on their fields', () => {
    const result = journalFormSchema.safeParse({
      ...base,
      title: '',
      description: '',
      issn: '1234',
      e_issn: '1234-56789',
      website_url: 'www.example.org',
      logo_url: 'http//x',
      cover_image_url: 'ftp://x',
      contact_email: 'nope',
      h_index: '1.5',
      impact_factor: 'abc',
    });
    expect(result.success).toBe(false);
    const errors: Record<string, string[]> = {};
    for (const issue of result.error!.issues) {
      (errors[String(issue.path[0])] ??= []).push(renderMessage(issue.message, 'en'));
    }
    expect(errors).toEqual({
      title: ['Journal title is required'],
      description: ['Journal description is required'],
      issn: ['Invalid ISSN format (e.g., 1234-5678)'],
      e_issn: ['Invalid E-ISSN format (e.g., 1234-5678)'],
      website_url: ['Invalid URL format (must start with http:// or https://)'],
      logo_url: ['Invalid URL format (must start with http:// or https://)'],
      cover_image_url: ['Invalid URL format (must start with http:// or https://)'],
      contact_email: ['Invalid email format'],
      h_index: ['The h index must be an integer'],
      impact_factor: ['The impact factor must be a number'],
    });
  });

  it('reports an over-long list item on its list field, in words', () => {
    const result = journalFormSchema.safeParse({ ...base, keywords: `fine, ${'k'.repeat(101)}` });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path, renderMessage(i.message, 'en')])).toEqual([
      [['keywords', 1], 'Each of the keywords may not be greater than 100 characters'],
    ]);
  });

  it('round-trips an entity through the form values', () => {
    const journal = {
      ...Object.fromEntries(Object.keys(base).map((k) => [k, null])),
      title: 'Round',
      description: 'Trip',
      issn: '1234-5678',
      publication_frequency: 'annual',
      peer_review_type: 'open',
      status: 'suspended',
      is_active: false,
      is_open_access: true,
      is_peer_reviewed: false,
      share_reviews_with_reviewers: true,
      impact_factor: 1.5,
      h_index: 3,
      submission_fee: null,
      publication_fee: null,
      citation_score: null,
      total_issues: null,
      acceptance_rate: null,
      avg_review_time_days: null,
      indexing_databases: ['Scopus'],
      subject_areas: [],
      keywords: ['k1', 'k2'],
      languages: ['en', 'de'],
      manuscript_types: [],
      category_ids: [4],
      tags: [{ id: 7, name: 'Birds', slug: 'birds', color: null }],
    } as unknown as Journal;
    const out = journalFormSchema.parse(toJournalFormValues(journal));
    expect(out).toMatchObject({
      title: 'Round',
      issn: '1234-5678',
      abbreviation: null,
      publication_frequency: 'annual',
      is_active: false,
      share_reviews_with_reviewers: true,
      keywords: ['k1', 'k2'],
      languages: ['en', 'de'],
      impact_factor: 1.5,
      h_index: 3,
      category_ids: [4],
      tag_ids: [7],
    });
  });
});
