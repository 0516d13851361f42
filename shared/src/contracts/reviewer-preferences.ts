// The reviewers a manuscript's authors suggest and the ones they ask to
// exclude, each named by name and e-mail address with a reason (required for
// an exclusion: the editor weighs it). The e-mail address is what finds the
// reviewer's account, case-insensitively; the name is for the editor to read.
// The submission form, the create (multipart) and the update (PUT) take the
// same lists; editors and the manuscript's authors read them back, reviewers never.
import { z } from 'zod';
import { msg } from './messages';

export const REVIEWER_PREFERENCES_MAX = 10;
export const PREFERENCE_NAME_MAX = 200;
export const PREFERENCE_REASON_MAX = 1_000;

const name = z
  .string({ error: msg('conflict.nameRequired') })
  .trim()
  .min(1, msg('conflict.nameRequired'))
  .max(PREFERENCE_NAME_MAX, msg('conflict.nameTooLong', { max: PREFERENCE_NAME_MAX }));

const email = z
  .string({ error: msg('conflict.emailRequired') })
  .trim()
  .min(1, msg('conflict.emailRequired'))
  .max(255, msg('conflict.emailInvalid'))
  .refine((v) => v === '' || z.email().safeParse(v).success, msg('conflict.emailInvalid'));

const reasonTooLong = msg('conflict.reasonTooLong', { max: PREFERENCE_REASON_MAX });

export const suggestedReviewerSchema = z.object({
  name,
  email,
  reason: z
    .string({ error: reasonTooLong })
    .trim()
    .max(PREFERENCE_REASON_MAX, reasonTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export const excludedReviewerSchema = z.object({
  name,
  email,
  reason: z
    .string({ error: msg('conflict.reasonRequired') })
    .trim()
    .min(1, msg('conflict.reasonRequired'))
    .max(PREFERENCE_REASON_MAX, reasonTooLong),
});

const key = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { email?: unknown }).email === 'string'
    ? (v as { email: string }).email.trim().toLowerCase()
    : '';

/** A list where each e-mail address appears once (the later one is marked). */
const listOf = <T extends z.ZodType>(item: T, tooMany: string) =>
  z
    .array(item)
    .max(REVIEWER_PREFERENCES_MAX, tooMany)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        const k = key(entry);
        if (k && seen.has(k)) {
          ctx.addIssue({
            code: 'custom',
            message: msg('conflict.duplicateEmail'),
            path: [i, 'email'],
          });
        }
        seen.add(k);
      });
    });

/** The two optional fields of the submission (form, create and update alike). */
export const reviewerPreferenceFields = {
  suggested_reviewers: listOf(
    suggestedReviewerSchema,
    msg('conflict.maxSuggested', { max: REVIEWER_PREFERENCES_MAX }),
  ).optional(),
  excluded_reviewers: listOf(
    excludedReviewerSchema,
    msg('conflict.maxExcluded', { max: REVIEWER_PREFERENCES_MAX }),
  ).optional(),
};

/** Refinement of a payload holding both lists: nobody both suggested and excluded. */
export function checkNotBoth(
  value: {
    suggested_reviewers?: unknown[] | undefined;
    excluded_reviewers?: unknown[] | undefined;
  },
  ctx: z.RefinementCtx,
) {
  const suggested = new Set((value.suggested_reviewers ?? []).map(key).filter(Boolean));
  (value.excluded_reviewers ?? []).forEach((entry, i) => {
    if (suggested.has(key(entry))) {
      ctx.addIssue({
        code: 'custom',
        message: msg('conflict.suggestedAndExcluded'),
        path: ['excluded_reviewers', i, 'email'],
      });
    }
  });
}

export type SuggestedReviewerInput = z.output<typeof suggestedReviewerSchema>;
export type ExcludedReviewerInput = z.output<typeof excludedReviewerSchema>;
export type SuggestedReviewerFormValues = z.input<typeof suggestedReviewerSchema>;
export type ExcludedReviewerFormValues = z.input<typeof excludedReviewerSchema>;

/** One suggested or excluded reviewer as the API returns it, with the account their e-mail finds. */
export const reviewerPreferenceSchema = z.object({
  name: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  /** The user whose e-mail address this is (null: no account yet). */
  user_id: z.number().int().nullable(),
});
export type ReviewerPreference = z.infer<typeof reviewerPreferenceSchema>;

/** GET manuscripts/{id}/reviewer-preferences (editors and the manuscript's authors). */
export const reviewerPreferencesSchema = z.object({
  suggested: z.array(reviewerPreferenceSchema),
  excluded: z.array(reviewerPreferenceSchema),
});
export type ReviewerPreferences = z.infer<typeof reviewerPreferencesSchema>;
