// GET users/export.csv: every user of the list's filter, streamed in the list's order.
// Roles and profiles are loaded per batch, so memory holds one batch at a time.
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { csvChunks } from '../../lib/csv';
import { type SortCursor } from '../../lib/list-sort';
import { profilesByUser } from './profiles.repository';
import { rolesByUser } from './roles.repository';
import { type UserFilters, type UserOrder, usersBatch } from './users.repository';

const HEADER = [
  'id',
  'name',
  'email',
  'status',
  'email_verified_at',
  'roles',
  'title',
  'institution',
  'department',
  'position',
  'city',
  'country',
  'career_stage',
  'orcid',
  'h_index',
  'citation_count',
  'research_areas',
  'created_at',
  'updated_at',
  'deleted_at',
];

export function usersCsv(db: Database, filters: UserFilters, order: UserOrder) {
  // The next batch starts after the last row of the previous one, in the list's order.
  let cursor: SortCursor | undefined;
  return csvChunks(
    HEADER,
    async () => {
      const rows = await usersBatch(db, filters, order, cursor);
      const last = rows.at(-1);
      if (last) cursor = { key: last.sort_key, id: last.id };
      return rows;
    },
    async (rows) => {
      const ids = rows.map((r) => r.id);
      const [roles, profiles] = await Promise.all([rolesByUser(db, ids), profilesByUser(db, ids)]);
      return rows.map((r) => {
        const profile = profiles.get(r.id);
        return [
          r.id,
          r.name,
          r.email,
          r.deleted_at ? 'deleted' : 'active',
          r.email_verified_at,
          (roles.get(r.id) ?? []).map((role) => role.name).join('; '),
          profile?.title,
          profile?.institution,
          profile?.department,
          profile?.position,
          profile?.city,
          profile?.country,
          profile?.career_stage,
          profile?.orcid,
          profile && profile.h_index !== null ? Number(profile.h_index) : null,
          profile ? Number(profile.citation_count ?? 0) : null,
          profile ? parseJsonList(profile.research_areas).join('; ') : null,
          r.created_at,
          r.updated_at,
          r.deleted_at,
        ];
      });
    },
  );
}
