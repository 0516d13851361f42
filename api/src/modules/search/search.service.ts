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
import type { AuthUser } from '../../plugins/auth';
import { isStaff, visibleIds } from '../manuscripts/manuscript-access';
import { searchTerms } from '../manuscripts/search';
import { highlighted, snippetOf } from './highlight';
import * as repo from './search.repository';

/** The types this reader may search (the lists they may open). */
export function searchableTypes(actor: AuthUser): SearchType[] {
  const types: SearchType[] = ['journals', 'manuscripts', 'categories', 'tags'];
  if (can(actor.roles, 'users.list')) types.splice(2, 0, 'users');
  return types;
}

type Window = repo.PageWindow;

/** Keeps the ranked order of `ranked` over rows fetched by id. */
function inOrder<R extends { id: number }>(ranked: repo.Ranked[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap((r) => byId.get(r.id) ?? []);
}

async function hitsOf(
  db: Database,
  actor: AuthUser,
  type: SearchType,
  terms: string[],
  window: Window,
): Promise<SearchHit[]> {
  const hit = (
    id: number,
    title: string,
    snippet: SearchHit['snippet'],
    detail: string | null,
  ) => ({
    type,
    id,
    title: highlighted(title, terms),
    snippet,
    detail,
  });
  if (type === 'manuscripts') {
    const ranked = await repo.rankedManuscriptIds(
      db,
      terms,
      isStaff(actor) ? null : visibleIds(db, actor),
      window,
    );
    if (!ranked.length) return [];
    const rows = inOrder(
      ranked,
      await repo.manuscriptsByIds(
        db,
        ranked.map((r) => r.id),
      ),
    );
    return rows.map((m) =>
      hit(
        m.id,
        m.title,
        snippetOf([m.abstract, parseJsonList(m.keywords).join(', ')], terms),
        m.status,
      ),
    );
  }
  const ranked = await repo.rankedIds(db, type, terms, window);
  if (!ranked.length) return [];
  const ids = ranked.map((r) => r.id);
  switch (type) {
    case 'journals':
      return inOrder(ranked, await repo.journalsByIds(db, ids)).map((j) =>
        hit(
          j.id,
          j.title,
          snippetOf([j.abbreviation, j.issn, j.publisher, j.description], terms),
          j.issn ?? j.abbreviation ?? j.status,
        ),
      );
    case 'users':
      return inOrder(ranked, await repo.usersByIds(db, ids)).map((u) =>
        hit(u.id, u.name, highlighted(u.email, terms), u.deleted_at ? 'deleted' : 'active'),
      );
    case 'categories':
      return inOrder(ranked, await repo.categoriesByIds(db, ids)).map((c) =>
        hit(c.id, c.name, snippetOf([c.description], terms), c.slug),
      );
    case 'tags':
      return inOrder(ranked, await repo.tagsByIds(db, ids)).map((t) =>
        hit(t.id, t.name, snippetOf([t.description], terms), t.slug),
      );
  }
}

export async function search(db: Database, actor: AuthUser, query: SearchQuery) {
  const allowed = new Set(searchableTypes(actor));
  const types = query.types.filter((t) => allowed.has(t));
  const terms = searchTerms(query.q);
  // One more row than the page tells whether another page follows.
  const window = { limit: query.limit + 1, offset: (query.page - 1) * query.limit };
  const groups: SearchGroup[] = await Promise.all(
    types.map(async (type) => {
      const items = terms.length ? await hitsOf(db, actor, type, terms, window) : [];
      return {
        type,
        items: items.slice(0, query.limit),
        page: query.page,
        has_more: items.length > query.limit,
      };
    }),
  );
  return { query: query.q, groups };
}
