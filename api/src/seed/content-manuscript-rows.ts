// One seeded manuscript as rows: the manuscript, its authors, revisions,
// reviewer assignments, reviews and status history (plain arithmetic, no faker;
// the dates from content-dates).
import {
  between,
  FIRST_NAMES,
  INSTITUTIONS,
  KEYWORDS,
  LAST_NAMES,
  manuscriptAbstract,
  manuscriptTitle,
  pick,
  pickSome,
  REVIEW_TEXTS,
  REVIEW_TITLES_BY_RATING,
} from './content-data';
import { AUTHOR_STEPS, pathTo, pickStatus, REVIEWED, TYPES } from './content-status-paths';
import { msg } from '@colophon/shared/contracts';
import type { StorageConfig } from '../modules/manuscripts/file-storage';
import type { Rng } from './rng';
import { datesRng, reviewDaysOf, seedDates, withJournalPaths } from './content-dates';

export const SHARED_SAMPLE = 'samples/seed-sample.pdf';

export type Person = { id: number; name: string; email: string };
export type ManuscriptSeedContext = {
  rng: Rng;
  now: number;
  journalIds: number[];
  submitters: Person[];
  demoAuthor: Person | undefined;
  reviewers: number[];
  demoReviewer: number | undefined;
  editors: number[];
  storage: StorageConfig;
};

export type Rows = {
  manuscripts: Record<string, unknown>[];
  authors: Record<string, unknown>[];
  revisions: Record<string, unknown>[];
  assignments: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  history: Record<string, unknown>[];
  files: { relative: string; title: string }[];
};

const iso = (ms: number) => new Date(ms).toISOString();

export function buildManuscript(
  ctx: ManuscriptSeedContext,
  id: number,
  ownFiles: boolean,
  rows: Rows,
) {
  const { rng, now } = ctx;
  const status = pickStatus(rng);
  // Dates (and the paths the status alone does not tell) come from the manuscript's own stream.
  const dates = datesRng(id);
  const steps = withJournalPaths(dates, pathTo(rng, status));
  const demo = ownFiles && ctx.demoAuthor && rng() < 0.15;
  const submitter = demo ? ctx.demoAuthor! : pick(rng, ctx.submitters);
  const editor = pick(rng, ctx.editors);
  const title = manuscriptTitle(rng);
  const { times, reports } = seedDates(dates, steps, now, reviewDaysOf(id));
  const created = iso(times[0]!);
  const submittedAt = steps.includes('submitted') ? iso(times[1]!) : null;
  const revisionCount = steps.filter((s) => s === 'revised').length + 1;

  rows.manuscripts.push({
    id,
    journal_id: pick(rng, ctx.journalIds),
    submitter_id: submitter.id,
    title,
    abstract: manuscriptAbstract(rng, title),
    keywords: JSON.stringify(pickSome(rng, KEYWORDS, 2, 4)),
    manuscript_type: pick(rng, TYPES),
    doi: status === 'published' ? `10.5555/colophon.${id}` : null,
    status,
    version: revisionCount,
    submission_date: submittedAt,
    submission_notes: rng() < 0.3 ? 'Submitted for consideration in the next issue.' : null,
    created_at: created,
    updated_at: iso(times[times.length - 1]!),
  });

  const [first, ...rest] = submitter.name.split(' ');
  rows.authors.push({
    manuscript_id: id,
    user_id: submitter.id,
    first_name: first ?? submitter.name,
    last_name: rest.join(' ') || '-',
    email: submitter.email,
    institution: pick(rng, INSTITUTIONS),
    department: null,
    orcid: null,
    is_corresponding: true,
    author_order: 1,
    contribution: 'Conceptualisation, writing',
    created_at: created,
  });
  const coauthors = between(rng, 0, 2);
  for (let a = 0; a < coauthors; a++) {
    const firstName = pick(rng, FIRST_NAMES);
    const lastName = pick(rng, LAST_NAMES);
    rows.authors.push({
      manuscript_id: id,
      user_id: null,
      first_name: firstName,
      last_name: lastName,
      email: `${firstName}.${lastName}${id % 97}@example.org`.toLowerCase(),
      institution: pick(rng, INSTITUTIONS),
      department: null,
      orcid: null,
      is_corresponding: false,
      author_order: a + 2,
      contribution: null,
      created_at: created,
    });
  }

  let version = 0;
  steps.forEach((step, i) => {
    if (step === 'draft' || step === 'revised') {
      version += 1;
      const relative = ownFiles ? `manuscripts/${id}/v${version}-seed.pdf` : SHARED_SAMPLE;
      if (ownFiles) rows.files.push({ relative, title: `${title} (v${version})` });
      rows.revisions.push({
        manuscript_id: id,
        version_number: version,
        file_path: relative,
        original_name: `manuscript-${id}-v${version}.pdf`,
        mime_type: 'application/pdf',
        file_size: 700,
        is_current: version === revisionCount,
        changes_summary: version === 1 ? 'Initial submission' : 'Addressed the reviewers’ comments',
        submitter_id: submitter.id,
        created_at: iso(times[i]!),
      });
    }
    rows.history.push({
      manuscript_id: id,
      from_status: i === 0 ? null : steps[i - 1],
      to_status: step,
      notes: i === 0 ? msg('history.manuscriptCreated') : null,
      user_id: AUTHOR_STEPS.has(step) ? submitter.id : editor,
      created_at: iso(times[i]!),
    });
  });

  if (steps.includes('under_review') && ctx.reviewers.length) {
    const assigned = pickSome(rng, ctx.reviewers, 1, 2);
    if (ownFiles && ctx.demoReviewer && rng() < 0.3 && !assigned.includes(ctx.demoReviewer))
      assigned[0] = ctx.demoReviewer;
    const reviewAt = times[steps.lastIndexOf('under_review')]!;
    for (const reviewer of assigned) {
      rows.assignments.push({
        manuscript_id: id,
        reviewer_id: reviewer,
        assigned_by: editor,
        created_at: iso(reviewAt),
      });
      // A closed round has every report; an open one those written by now.
      const report = reports[assigned.indexOf(reviewer)]!;
      if (REVIEWED.has(status) || report <= now) {
        const written = iso(report);
        const rating = between(rng, 1, 5);
        rows.reviews.push({
          manuscript_id: id,
          user_id: reviewer,
          rating,
          title: pick(rng, REVIEW_TITLES_BY_RATING[rating - 1]!),
          content: pick(rng, REVIEW_TEXTS),
          is_verified: rng() < 0.5,
          // Past review, a decision has sent the review to the author.
          released_at: status === 'under_review' ? null : written,
          created_at: written,
          updated_at: written,
        });
      }
    }
  }
}
