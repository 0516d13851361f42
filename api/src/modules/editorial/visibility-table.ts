// The visibility policy as the Markdown table of docs/visibility.md: each row
// asks policyFor() for every kind of reader and review type, so the document
// cannot drift from the code (a test compares them).
import {
  type JournalSettings,
  type Policy,
  policyFor,
  REVIEW_TYPES,
  type ReviewType,
  type Standing,
} from './visibility';

const SELF = 1;
const OTHER = 2;
const RELEASED = '2026-01-01T00:00:00.000Z';

const nobody: Standing = {
  userId: SELF,
  admin: false,
  editor: false,
  outsideEditor: false,
  author: false,
  reviewer: false,
};

export const TABLE_READERS: [string, Standing][] = [
  ['Administrator', { ...nobody, admin: true }],
  ['Journal editor', { ...nobody, editor: true }],
  ['Outside editor', { ...nobody, outsideEditor: true }],
  ['Author', { ...nobody, author: true }],
  ['Reviewer', { ...nobody, reviewer: true }],
];

type Answer = boolean | 'released';

/** What one row asks of a policy; "another" reviewer is never the reader. */
export const POLICY_ROWS: [string, (p: Policy) => Answer][] = [
  [
    'Authors: names, e-mails, submitter, revision uploaders, original file names',
    (p) => p.authorIdentities,
  ],
  ["The author's submission notes", (p) => p.submissionNotes],
  ['Reviewers the authors suggest or ask to exclude', (p) => p.reviewerPreferences],
  ["Another reviewer's name", (p) => p.reviewerIdentity(OTHER)],
  ["Another reviewer's invitation", (p) => p.invitation(OTHER)],
  [
    'A review before a decision releases it',
    (p) => !!p.review({ user_id: OTHER, released_at: null }),
  ],
  [
    "A released review's comments to the author",
    (p) => {
      const access = p.review({ user_id: OTHER, released_at: RELEASED });
      return access === 'released' ? 'released' : access === 'full';
    },
  ],
  [
    "A review's confidential comments, recommendation and file",
    (p) => p.review({ user_id: OTHER, released_at: RELEASED }) === 'full',
  ],
  [
    'A released review\'s answers to its form\'s questions "shown to the author"',
    (p) => {
      const released = { user_id: OTHER, released_at: RELEASED };
      if (!p.reviewAnswer(released, 'author')) return false;
      return p.review(released) === 'released' ? 'released' : true;
    },
  ],
  [
    'A review\'s answers to its form\'s questions "editors only"',
    (p) => p.reviewAnswer({ user_id: OTHER, released_at: RELEASED }, 'editors'),
  ],
  ['Letters to the author', (p) => p.letters],
  [
    "Another's notes for editors, recommendations, reasons",
    (p) => p.internalNotes && p.note(OTHER),
  ],
  ['Who took a decision', (p) => p.decisionMakers],
  ['The list of assigned reviewers', (p) => p.assignedReviewers],
  ['Reminders sent to reviewers and authors (when, how many)', (p) => p.reminders],
  ["The editors' rating of a review (1–5)", (p) => p.reviewRatings],
  ['Alternate reviewers waiting, invited in place of others, passed over', (p) => p.alternates],
  ["The handling editor's name", (p) => p.handlingEditor],
  [
    'Discussions between the editors and the authors',
    (p) => p.discussion({ kind: 'author', reviewer_id: null }),
  ],
  [
    'A discussion between the editors and another reviewer (a reviewer reads only their own)',
    (p) => p.discussion({ kind: 'reviewer', reviewer_id: OTHER }),
  ],
];

const LABELS: Record<ReviewType, string> = {
  single_blind: 'single-blind',
  double_blind: 'double-blind',
  open: 'open',
};

const mark = (answer: Answer) =>
  answer === 'released' ? '✓ as released to the author' : answer ? '✓' : '—';

/** One cell: the same answer everywhere, or which review types and settings differ. */
function cell(standing: Standing, ask: (p: Policy) => Answer): string {
  const answers = REVIEW_TYPES.flatMap((reviewType) =>
    [false, true].map((shareReviews) => {
      const journal: JournalSettings = { reviewType, shareReviews };
      return { reviewType, shareReviews, answer: ask(policyFor(standing, journal)) };
    }),
  );
  const distinct = new Set(answers.map((a) => mark(a.answer)));
  if (distinct.size === 1) return mark(answers[0]!.answer);
  const byShare = (share: boolean) => answers.filter((a) => a.shareReviews === share);
  const sameAcrossTypes = (list: typeof answers) =>
    new Set(list.map((a) => mark(a.answer))).size === 1;
  if (sameAcrossTypes(byShare(false)) && sameAcrossTypes(byShare(true))) {
    return `${mark(byShare(true)[0]!.answer)} if the journal shares reviews, else ${mark(byShare(false)[0]!.answer)}`;
  }
  return REVIEW_TYPES.map((type) => {
    const shared = answers.filter((a) => a.reviewType === type);
    const text = sameAcrossTypes(shared)
      ? mark(shared[0]!.answer)
      : `${mark(shared[1]!.answer)} if shared`;
    return `${LABELS[type]} ${text}`;
  }).join('; ');
}

export function visibilityTable(): string {
  const header = `| What | ${TABLE_READERS.map(([name]) => name).join(' | ')} |`;
  const rule = `| --- | ${TABLE_READERS.map(() => '---').join(' | ')} |`;
  const rows = POLICY_ROWS.map(
    ([what, ask]) =>
      `| ${what} | ${TABLE_READERS.map(([, standing]) => cell(standing, ask)).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
