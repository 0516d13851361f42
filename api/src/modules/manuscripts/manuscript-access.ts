// Who may see and do what with a manuscript. Staff see every manuscript;
// anyone else sees their own (submitted or co-authored) and, as a reviewer,
// those assigned to them. An invisible manuscript answers 404, never 403, so
// ids of other people's work reveal nothing.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { ADMIN_ROLES, can, EDITOR_ROLES, hasAnyRole, ROLES } from '../../lib/roles';
import type { AuthUser } from '../auth';
import { parsePathId } from '../../lib/route-kit';
import {
  findManuscriptForReader,
  type ReaderTies,
  visibleIdsQuery,
} from './manuscript-access.repository';
import { keptDetailForReader } from './manuscript-detail-cache';
import type { DetailRelations } from './manuscript-detail.repository';
import type { ManuscriptRow } from './manuscripts.repository';
import { toBool } from '../../db/portable';

export const MANUSCRIPT_NOT_FOUND = 'Manuscript not found';

export type Relation = {
  userId: number;
  /** Administrator or an editor of this manuscript's journal: sees everything of it. */
  staff: boolean;
  admin: boolean;
  /**
   * An editor of this manuscript's journal: named on its editorial team, or
   * holding an editor role the team does not name (a journal without a team
   * falls back to every holder), or its handling editor.
   */
  editor: boolean;
  /** Holds an editor role but does not edit this journal: reads, takes no action. */
  outsideEditor: boolean;
  /** Submitted it or is linked to one of its author rows. */
  author: boolean;
  submitter: boolean;
  /** Holds the reviewer role and is assigned to it. */
  reviewer: boolean;
  /** Has an accepted invitation of the open round: a review still to write. */
  reviewing?: boolean;
  /** An editor-in-chief of this journal: takes the decisions (optional: absent means no). */
  chief?: boolean;
  /** Is the manuscript's handling editor. */
  handling?: boolean;
  /** The manuscript has a handling editor (someone, maybe not the reader). */
  handled?: boolean;
};

export const isStaff = (actor: AuthUser) => can(actor.roles, 'manuscripts.viewAll');
export const isEditor = (actor: AuthUser) => hasAnyRole(actor, EDITOR_ROLES);
export const isEditorInChief = (actor: AuthUser) => hasAnyRole(actor, [ROLES.EDITOR_IN_CHIEF]);
export const isReviewerRole = (actor: AuthUser) => hasAnyRole(actor, [ROLES.REVIEWER]);

/** Ids of the manuscripts a non-staff user may see (a subquery). */
export const visibleIds = (db: Database, actor: AuthUser) =>
  visibleIdsQuery(db, actor.id, isReviewerRole(actor));

/** Ids the user submitted or co-authors (My Submissions). */
export const ownIds = (db: Database, actor: AuthUser) => visibleIdsQuery(db, actor.id, false);

export async function relationTo(
  db: Database,
  actor: AuthUser,
  row: ManuscriptRow,
): Promise<Relation> {
  const found = await findManuscriptForReader(db, row.id, actor.id);
  return relationOf(actor, row, found ? splitTies(found).ties : NO_TIES);
}

/** A manuscript read with the reader's ties → the row and the ties apart. */
function splitTies<T extends ReaderTies>(read: T) {
  const { co_author, assigned, team_role, team_chiefs, team_associates, reviewing, ...row } = read;
  const ties = { co_author, assigned, team_role, team_chiefs, team_associates, reviewing };
  return { ties, row };
}

const NO_TIES: ReaderTies = {
  co_author: false,
  assigned: false,
  team_role: null,
  team_chiefs: false,
  team_associates: false,
  reviewing: false,
};

/** The relation from the reader's ties to the manuscript (authorship, review, the journal's team). */
function relationOf(actor: AuthUser, row: ManuscriptRow, ties: ReaderTies): Relation {
  const submitter = row.submitter_id === actor.id;
  const handling = row.handling_editor_id !== null && row.handling_editor_id === actor.id;
  const holdsChief = isEditorInChief(actor);
  const holdsAssociate = hasAnyRole(actor, [ROLES.ASSOCIATE_EDITOR]);
  // A role the team names is theirs alone; a role it does not name falls back to every holder.
  const chief = holdsChief && (ties.team_role === 'editor_in_chief' || !toBool(ties.team_chiefs));
  const associate =
    holdsAssociate && (ties.team_role === 'associate_editor' || !toBool(ties.team_associates));
  const editor = chief || associate || (handling && isEditor(actor));
  const admin = hasAnyRole(actor, ADMIN_ROLES);
  return {
    userId: actor.id,
    staff: admin || editor,
    admin,
    editor,
    outsideEditor: !editor && isEditor(actor),
    author: submitter || toBool(ties.co_author),
    submitter,
    // Assigned counts only while the reader holds the reviewer role.
    reviewer: isReviewerRole(actor) && toBool(ties.assigned),
    reviewing: isReviewerRole(actor) && toBool(ties.reviewing),
    chief,
    handling,
    handled: row.handling_editor_id !== null,
  };
}

export const canView = (r: Relation) => r.staff || r.outsideEditor || r.author || r.reviewer;

/**
 * Works the review of a manuscript (invites reviewers, recommends): the
 * editor-in-chief, its handling editor, or any associate editor while it has
 * no handling editor (docs/roles.md).
 */
export const mayHandle = (r: Relation) => !!r.chief || (r.editor && (!!r.handling || !r.handled));
/** Records a recommendation: an associate editor who may handle it (the editor-in-chief decides instead). */
export const mayRecommendAs = (r: Relation) => !r.chief && r.editor && mayHandle(r);

export type ManuscriptAction =
  | 'view'
  | 'edit'
  | 'delete'
  | 'submit'
  | 'status'
  | 'revise'
  | 'authors'
  | 'reviewers'
  | 'review'
  | 'decide'
  | 'recommend'
  | 'handlingEditor';

const RULES: Record<ManuscriptAction, (r: Relation) => boolean> = {
  view: canView,
  edit: (r) => r.editor || r.author,
  // Deleting is for admins, the editor-in-chief and the submitter; associate editors may not.
  delete: (r) => r.admin || !!r.chief || r.submitter,
  submit: (r) => r.editor || r.author,
  status: (r) => r.editor || r.author,
  revise: (r) => r.editor || r.author,
  authors: (r) => r.editor || r.author,
  reviewers: (r) => r.editor,
  review: (r) => r.reviewer,
  decide: (r) => !!r.chief,
  recommend: mayRecommendAs,
  handlingEditor: (r) => !!r.chief,
};

export type ManuscriptContext = {
  row: ManuscriptRow;
  relation: Relation;
  /** The detail's relations, when the guard read them with the row (`{ detail: true }`). */
  detail?: DetailRelations;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `manuscriptGuard` on routes addressed by a manuscript `:id`. */
    manuscript: ManuscriptContext;
  }
}

/**
 * Loads the manuscript, checks access (404 unseen, 403 not allowed) before the
 * body is validated. With `detail`, the detail's relations are read in the
 * same statement (GET manuscripts/{id}), or kept from an earlier one (manuscript-detail-cache).
 */
export function manuscriptGuard(
  db: Database,
  action: ManuscriptAction,
  options: { detail?: boolean } = {},
) {
  const read = options.detail ? keptDetailForReader : findManuscriptForReader;
  return async function guardManuscript(request: FastifyRequest) {
    const id = parsePathId((request.params as { id?: unknown }).id);
    // The row and the reader's ties in one statement.
    const found = id === null ? undefined : await read(db, id, request.user.id);
    if (!found) throw notFound(MANUSCRIPT_NOT_FOUND);
    const { detail, ...withTies } = found as typeof found & { detail?: DetailRelations };
    const { ties, row } = splitTies(withTies);
    const relation = relationOf(request.user, row, ties);
    if (!canView(relation)) throw notFound(MANUSCRIPT_NOT_FOUND);
    if (!RULES[action](relation)) throw forbidden();
    request.manuscript = detail ? { row, relation, detail } : { row, relation };
  };
}
