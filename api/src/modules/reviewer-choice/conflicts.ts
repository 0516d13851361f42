// Conflicts of interest between reviewers and a manuscript, screened when an
// editor chooses reviewers: the same institution as an author (compared
// without regard to case and spacing), co-authorship (a shared publication,
// by DOI or title, or an author row together on another manuscript), the
// authors' request to exclude them (with their reason), and being one of the
// manuscript's own editors. The finder shows them; an invitation needs an
// override reason to go ahead (./conflict-screen).
import type { CandidateConflict, JournalTeamRole } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { ManuscriptRow } from './candidate-types';
import { userNames } from '../manuscripts';
import * as repo from './conflicts.repository';

/** Institution or title as compared: lower case, one space, no spaces at the ends. */
export const normalized = (value: string | null | undefined) =>
  (value ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const TEAM_ROLES: JournalTeamRole[] = ['editor_in_chief', 'associate_editor'];

/** The manuscript's editors among `ids`: its handling editor and its journal's editors. */
async function editorsAmong(db: Database, manuscript: ManuscriptRow, ids: number[]) {
  const team = await repo.teamOf(db, manuscript.journal_id);
  const editors = new Set(team.map((t) => t.user_id));
  if (manuscript.handling_editor_id !== null) editors.add(manuscript.handling_editor_id);
  // A role the team names nobody for falls back to every holder of it (docs/visibility.md).
  for (const role of TEAM_ROLES) {
    if (team.some((t) => t.role === role)) continue;
    for (const id of await repo.holdersOf(db, ids, role)) editors.add(id);
  }
  return ids.filter((id) => editors.has(id));
}

/** Each reviewer's conflicts with the manuscript (absent or empty: none). */
export async function findConflicts(
  db: Database,
  manuscript: ManuscriptRow,
  reviewerIds: number[],
): Promise<Map<number, CandidateConflict[]>> {
  const result = new Map<number, CandidateConflict[]>();
  const ids = [...new Set(reviewerIds)];
  if (ids.length === 0) return result;
  const add = (id: number, conflict: CandidateConflict) => {
    const list = result.get(id) ?? [];
    // One entry per kind and detail (two authors at one institution are one conflict).
    if (!list.some((c) => c.kind === conflict.kind && c.detail === conflict.detail)) {
      list.push(conflict);
    }
    result.set(id, list);
  };
  const [authors, reviewers, excluded, editors] = await Promise.all([
    repo.manuscriptAuthors(db, manuscript.id),
    repo.reviewerProfiles(db, ids),
    repo.preferredAmong(db, manuscript.id, 'excluded', ids),
    editorsAmong(db, manuscript, ids),
  ]);
  const authorIds = [
    ...new Set([
      manuscript.submitter_id,
      ...authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id])),
    ]),
  ];
  const authorName = new Map<number, string>(
    authors.flatMap((a) => (a.user_id === null ? [] : [[a.user_id, nameOf(a)] as const])),
  );
  // A submitter without an author row of their own is named by their account.
  for (const [id, user] of await userNames(
    db,
    authorIds.filter((id) => !authorName.has(id)),
  )) {
    authorName.set(id, user.name);
  }

  // Same institution: the author rows' institutions and the author accounts' profiles.
  const institutions = new Map<string, string>();
  for (const a of authors) {
    for (const value of [a.institution, a.profile_institution]) {
      if (normalized(value)) institutions.set(normalized(value), value!.trim());
    }
  }
  for (const r of reviewers) {
    const match = institutions.get(normalized(r.institution));
    if (match) add(r.id, { kind: 'same_institution', detail: match });
  }

  // Co-authorship: a publication of a reviewer with the DOI or title of an author's.
  const publications = await repo.publicationsOf(db, [...new Set([...authorIds, ...ids])]);
  const byKey = new Map<string, number[]>();
  for (const p of publications.filter((p) => authorIds.includes(p.user_id))) {
    for (const key of [normalized(p.doi), normalized(p.title)].filter(Boolean)) {
      byKey.set(key, [...(byKey.get(key) ?? []), p.user_id]);
    }
  }
  for (const p of publications.filter((p) => ids.includes(p.user_id))) {
    for (const key of [normalized(p.doi), normalized(p.title)].filter(Boolean)) {
      for (const author of byKey.get(key) ?? []) {
        if (author !== p.user_id) {
          add(p.user_id, { kind: 'co_author', detail: authorName.get(author) ?? null });
        }
      }
    }
  }
  // …or an author row beside one of the authors on another manuscript.
  const shared = await repo.sharedManuscripts(db, manuscript.id, reviewers, {
    userIds: authorIds,
    emails: authors.map((a) => a.email.toLowerCase()),
  });
  for (const s of shared) add(s.reviewer_id, { kind: 'co_author', detail: nameOf(s) });

  for (const e of excluded) add(e.user_id, { kind: 'excluded_by_author', detail: e.reason });
  for (const id of editors) add(id, { kind: 'manuscript_editor', detail: null });
  return result;
}

const nameOf = (a: { first_name: string; last_name: string }) =>
  `${a.first_name} ${a.last_name}`.trim();

/** The reviewers the authors suggested (user id → their reason), matched by e-mail. */
export async function authorSuggestions(
  db: Database,
  manuscriptId: number,
): Promise<Map<number, { reason: string | null }>> {
  const rows = await repo.preferredAmong(db, manuscriptId, 'suggested');
  return new Map(rows.map((r) => [r.user_id, { reason: r.reason }]));
}
