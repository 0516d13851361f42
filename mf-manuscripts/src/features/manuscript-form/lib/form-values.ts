// Between the manuscript as the API sends it, the form's values and the
// payloads of PUT manuscripts/{id} and POST manuscripts/{id}/authors.
import { type DefaultValues } from 'react-hook-form';
import {
  splitList,
  type ManuscriptAuthor,
  type ManuscriptAuthorsPayload,
  type ManuscriptFormOutput,
  type ManuscriptFormValues,
  type ManuscriptUpdateInput,
  type ReviewerPreference,
  type ReviewerPreferences,
  type User,
} from '@colophon/shared/contracts';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { emptyAuthor } from './author-rules';

/**
 * Author 1 of a new manuscript is the signed-in user (usually the author), editable: the
 * academic profile's names when there are some, else the account's name split
 * at its last space.
 */
export function authorFromUser(user: User | null | undefined) {
  const first = emptyAuthor(1, true);
  if (!user) return first;
  const profile = user.academic_profile;
  const name = user.name.trim();
  const cut = name.lastIndexOf(' ');
  return {
    ...first,
    first_name: profile?.first_name || (cut > 0 ? name.slice(0, cut) : name),
    last_name: profile?.last_name || (cut > 0 ? name.slice(cut + 1) : ''),
    email: user.email,
    institution: profile?.institution ?? '',
    department: profile?.department ?? '',
    orcid: profile?.orcid ?? '',
  };
}

export const newManuscriptValues = (user?: User | null): DefaultValues<ManuscriptFormValues> => ({
  title: '',
  abstract: '',
  journal_id: undefined,
  keywords: '',
  manuscript_type: 'research_article',
  doi: '',
  submission_notes: '',
  authors: [authorFromUser(user)],
  tag_ids: [],
  suggested_reviewers: [],
  excluded_reviewers: [],
});

const preferenceValues = (list: readonly ReviewerPreference[] = []) =>
  list.map((p) => ({ name: p.name, email: p.email, reason: p.reason ?? '' }));

/** The form's values of a saved manuscript (and its reviewer lists, when they could be read). */
export function valuesOf(
  manuscript: ManuscriptDetail,
  preferences?: ReviewerPreferences | null,
): ManuscriptFormValues {
  const authors = [...manuscript.authors].sort((a, b) => a.author_order - b.author_order);
  return {
    title: manuscript.title,
    abstract: manuscript.abstract,
    journal_id: manuscript.journal_id,
    keywords: manuscript.keywords.join(', '),
    manuscript_type: manuscript.manuscript_type as ManuscriptFormValues['manuscript_type'],
    doi: manuscript.doi ?? '',
    submission_notes: '',
    tag_ids: manuscript.tags.map((tag) => tag.id),
    suggested_reviewers: preferenceValues(preferences?.suggested),
    excluded_reviewers: preferenceValues(preferences?.excluded),
    authors: authors.length
      ? authors.map((a) => ({
          first_name: a.first_name,
          last_name: a.last_name,
          email: a.email,
          institution: a.institution ?? '',
          department: a.department ?? '',
          orcid: a.orcid ?? '',
          is_corresponding: a.is_corresponding,
          order: a.author_order,
          contribution: a.contribution ?? '',
        }))
      : [emptyAuthor(1, true)],
  };
}

/**
 * PUT manuscripts/{id}: the content fields, and the authors (the list replaces
 * the old one); the reviewer lists only when the form could read them (else
 * the saved ones are kept).
 */
export function toUpdatePayload(
  values: ManuscriptFormOutput,
  { withPreferences = true }: { withPreferences?: boolean } = {},
): ManuscriptUpdateInput {
  return {
    ...(withPreferences
      ? {
          suggested_reviewers: values.suggested_reviewers ?? [],
          excluded_reviewers: values.excluded_reviewers ?? [],
        }
      : {}),
    title: values.title,
    abstract: values.abstract,
    keywords: splitList(values.keywords),
    manuscript_type: values.manuscript_type,
    doi: values.doi ?? null,
    journal_id: values.journal_id,
    tag_ids: values.tag_ids ?? [],
    authors: values.authors.map((a) => ({
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      institution: a.institution,
      department: a.department ?? null,
      orcid: a.orcid ?? null,
      contribution: a.contribution ?? null,
      is_corresponding: a.is_corresponding,
      author_order: a.order,
    })),
  };
}

/**
 * POST manuscripts/{id}/authors after a save: the saved authors
 * with their user_id, is_corresponding and author_order.
 */
export function toAuthorsPayload(authors: readonly ManuscriptAuthor[]): ManuscriptAuthorsPayload {
  return {
    authors: authors.map((a) => ({
      user_id: a.user_id,
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      institution: a.institution ?? undefined,
      department: a.department,
      orcid: a.orcid,
      contribution: a.contribution,
      is_corresponding: a.is_corresponding,
      author_order: a.author_order,
    })),
  };
}
