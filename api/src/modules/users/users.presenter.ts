// Rows → the API shapes of @colophon/shared/contracts.
import { type Selectable } from 'kysely';
import {
  type AcademicProfile,
  PUBLICATION_TYPES,
  type Publication,
  type Role,
  type User,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList, toBool } from '../../db/portable';
import type { PublicationsTable } from '../../db/schema-core';
import { type ProfileRow, profilesByUser } from './profiles.repository';
import { type RoleRow, rolesByUser } from './roles.repository';
import { type UserRow } from './users.repository';

export const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
});

export function toProfile(row: ProfileRow): AcademicProfile {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    career_stage: row.career_stage,
    institution: row.institution,
    department: row.department,
    position: row.position,
    city: row.city,
    country: row.country,
    orcid: row.orcid,
    bio: row.bio,
    h_index: row.h_index === null ? null : Number(row.h_index),
    citation_count: Number(row.citation_count ?? 0),
    research_areas: parseJsonList(row.research_areas),
    languages: parseJsonList(row.languages),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toUser(
  row: UserRow,
  roles: RoleRow[],
  profile: ProfileRow | null | undefined,
): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.email_verified_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    roles: roles.map(toRole),
    academic_profile: profile ? toProfile(profile) : null,
  };
}

/** Users with their roles and profiles, loaded for the whole list at once. */
export async function presentUsers(db: Database, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const [roles, profiles] = await Promise.all([rolesByUser(db, ids), profilesByUser(db, ids)]);
  return rows.map((row) => toUser(row, roles.get(row.id) ?? [], profiles.get(row.id)));
}

export async function presentUser(db: Database, row: UserRow): Promise<User> {
  const [user] = await presentUsers(db, [row]);
  return user!;
}

export function toPublication(row: Selectable<PublicationsTable>): Publication {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    type: row.type,
    type_label: PUBLICATION_TYPES[row.type as keyof typeof PUBLICATION_TYPES] ?? row.type,
    is_verified: toBool(row.is_verified),
    is_open_access: toBool(row.is_open_access),
    is_featured: toBool(row.is_featured),
    venue: row.venue,
    journal_name: row.journal_name,
    conference_name: row.conference_name,
    publication_year: row.publication_year === null ? null : Number(row.publication_year),
    abstract: row.abstract,
    citation_count: Number(row.citation_count),
    view_count: Number(row.view_count),
    download_count: Number(row.download_count),
    doi: row.doi,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
