// The journal as the API sends it.
import { z } from 'zod';
import { tagSummarySchema } from './tag';

export const journalCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type JournalCategory = z.infer<typeof journalCategorySchema>;

const nullableText = z.string().nullable();

export const journalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The same as title (the list reads `name`). */
  name: z.string(),
  abbreviation: nullableText,
  description: z.string(),
  issn: nullableText,
  e_issn: nullableText,
  publisher: nullableText,
  publication_frequency: z.string(),
  website_url: nullableText,
  contact_email: nullableText,
  is_active: z.boolean(),
  is_open_access: z.boolean(),
  is_peer_reviewed: z.boolean(),
  peer_review_type: z.string(),
  /** Reviewers read the released reviews of their round, anonymised (docs/visibility.md). */
  share_reviews_with_reviewers: z.boolean(),
  status: z.string(),
  country: nullableText,
  logo_url: nullableText,
  cover_image_url: nullableText,
  cover_image: nullableText,
  submission_fee: z.number().nullable(),
  publication_fee: z.number().nullable(),
  impact_factor: z.number().nullable(),
  h_index: z.number().int().nullable(),
  citation_score: z.number().nullable(),
  aims: nullableText,
  scope: nullableText,
  submission_guidelines: nullableText,
  review_policy: nullableText,
  editorial_policies: nullableText,
  /** Internal: null unless the reader is staff. */
  admin_notes: nullableText,
  indexing_databases: z.array(z.string()),
  subject_areas: z.array(z.string()),
  keywords: z.array(z.string()),
  languages: z.array(z.string()),
  manuscript_types: z.array(z.string()),
  categories: z.array(journalCategorySchema),
  category_ids: z.array(z.number().int()),
  tags: z.array(tagSummarySchema),
  manuscripts_count: z.number().int(),
  total_manuscripts: z.number().int(),
  total_issues: z.number().int().nullable(),
  acceptance_rate: z.number().nullable(),
  avg_review_time_days: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Journal = z.infer<typeof journalSchema>;
