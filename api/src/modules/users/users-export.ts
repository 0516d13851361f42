// GET users/export.csv: every user of the list's filter, streamed in id order.
// Roles and profiles are loaded per batch, so memory holds one batch at a time.
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { csvChunks } from '../../lib/csv';
import { profilesByUser } from './profiles.repository';
import { rolesByUser } from './roles.repository';
import { type UserFilters, usersBatch } from './users.repository';

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

export function usersCsv(db: Database, filters: UserFilters) {
  return csvChunks(
    HEADER,
    (afterId) => usersBatch(db, filters, afterId),
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
