// The global search: each requested type the reader may search, ranked, one
// page each, with highlight ranges. Rights are the lists' own: manuscripts
// through the same visibility scope as GET manuscripts, users only for those
// who may list users; journals, categories and tags for everyone signed in.
import {
  type SearchGroup,
  type SearchHit,
  type SearchQuery,
  type SearchType,
} from '@colophon/shared/contracts';
import { parseJsonList } from '../../db/portable';
import { can } from '../../lib/roles';
import type { Database } from '../../db/database';
import type { AuthUser } from '../auth';
import { isStaff, visibleIds } from '../manuscripts';
import { searchTerms } from '../manuscripts';
import { highlighted, snippetOf } from './highlight';
import * as manuscriptsRepo from './manuscript-hits.repository';
import * as repo from './search.repository';

/** The types this reader may search (the lists they may open). */
export function searchableTypes(actor: AuthUser): SearchType[] {
  const types: SearchType[] = ['journals', 'manuscripts', 'categories', 'tags'];
  if (can(actor.roles, 'users.list')) types.splice(2, 0, 'users');
  return types;
}

type Window = repo.PageWindow;

type Hit = (
  type: SearchType,
  id: number,
  title: string,
  snippet: SearchHit['snippet'],
  detail: string | null,
) => SearchHit;

const hitOf =
  (terms: string[]): Hit =>
  (type, id, title, snippet, detail) => ({
    type,
    id,
    title: highlighted(title, terms),
    snippet,
    detail,
  });

async function manuscriptHits(
  db: Database,
  actor: AuthUser,
  terms: string[],
  window: Window,
): Promise<{ items: SearchHit[]; capped: boolean }> {
  const { rows, candidates } = await manuscriptsRepo.manuscriptPage(
    db,
    terms,
    isStaff(actor) ? null : visibleIds(db, actor),
    window,
  );
  const capped = candidates >= manuscriptsRepo.MANUSCRIPT_CANDIDATES;
  const hit = hitOf(terms);
  const items = rows.map((m) =>
    hit(
      'manuscripts',
      m.id,
      m.title,
      snippetOf([m.abstract, parseJsonList(m.keywords).join(', ')], terms),
      m.status,
    ),
  );
  return { items, capped };
}

type SmallType = Exclude<SearchType, 'manuscripts'>;

/** The hits of journals, users, categories and tags, from their rows. */
function smallTableItems(hits: repo.SmallHits, type: SmallType, terms: string[]): SearchHit[] {
  const hit = hitOf(terms);
  switch (type) {
    case 'journals':
      return hits.journals.map((j) =>
        hit(
          type,
          j.id,
          j.title,
          snippetOf([j.abbreviation, j.issn, j.publisher, j.description], terms),
          j.issn ?? j.abbreviation ?? j.status,
        ),
      );
    case 'users':
      return hits.users.map((u) =>
        hit(type, u.id, u.name, highlighted(u.email, terms), u.deleted_at ? 'deleted' : 'active'),
      );
    case 'categories':
    case 'tags':
      return hits[type].map((c) =>
        hit(type, c.id, c.name, snippetOf([c.description], terms), c.slug),
      );
  }
}

export async function search(db: Database, actor: AuthUser, query: SearchQuery) {
  const allowed = new Set(searchableTypes(actor));
  const types = query.types.filter((t) => allowed.has(t));
  const terms = searchTerms(query.q);
  // One more row than the page tells whether another page follows.
  const window = { limit: query.limit + 1, offset: (query.page - 1) * query.limit };
  const small = types.filter((t): t is SmallType => t !== 'manuscripts');
  const noManuscripts = { items: [], capped: false };
  const [manuscripts, others] = terms.length
    ? await Promise.all([
        types.includes('manuscripts') ? manuscriptHits(db, actor, terms, window) : noManuscripts,
        repo.smallTableHits(db, small, terms, window),
      ])
    : [noManuscripts, null];
  const groups: SearchGroup[] = types.map((type) => {
    const items =
      type === 'manuscripts'
        ? manuscripts.items
        : others
          ? smallTableItems(others, type, terms)
          : [];
    return {
      type,
      items: items.slice(0, query.limit),
      page: query.page,
      has_more: items.length > query.limit,
      capped: type === 'manuscripts' && manuscripts.capped,
      candidates: manuscriptsRepo.MANUSCRIPT_CANDIDATES,
    };
  });
  return { query: query.q, groups };
}
