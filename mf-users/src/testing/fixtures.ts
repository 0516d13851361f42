import {
  type AcademicProfile,
  type Publication,
  type Role,
  type User,
} from '@colophon/shared/contracts';

export const role = (id: number, name: string, description: string | null = null): Role => ({
  id,
  name,
  description,
});

export const ALL_ROLES: Role[] = [
  role(1, 'admin'),
  role(2, 'super-admin'),
  role(3, 'editor-in-chief'),
  role(4, 'associate-editor'),
  role(5, 'reviewer'),
  role(6, 'author'),
];

export function makeProfile(overrides: Partial<AcademicProfile> = {}): AcademicProfile {
  return {
    id: 10,
    user_id: 1,
    title: 'Dr.',
    first_name: 'Ada',
    middle_name: 'King',
    last_name: 'Lovelace',
    email: 'ada@analytical.org',
    phone: '+44 20 0000 0000',
    career_stage: 'senior',
    institution: 'Analytical Society',
    department: 'Mathematics',
    position: 'Professor',
    city: 'London',
    country: 'United Kingdom',
    orcid: '0000-0002-1825-0097',
    bio: 'Wrote the first published algorithm.',
    h_index: 12,
    citation_count: 340,
    research_areas: ['Mathematics', 'Computing'],
    languages: ['English', 'French'],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTestUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada.lovelace@colophon.test',
    email_verified_at: '2026-01-02T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    deleted_at: null,
    roles: [role(3, 'editor-in-chief'), role(5, 'reviewer')],
    academic_profile: makeProfile({ user_id: 7 }),
    ...overrides,
  };
}

export function makePublication(id: number, overrides: Partial<Publication> = {}): Publication {
  return {
    id,
    user_id: 7,
    title: `Publication ${id}`,
    type: 'journal_article',
    type_label: 'Journal Article',
    is_verified: true,
    is_open_access: false,
    is_featured: false,
    venue: null,
    journal_name: 'Journal of Engines',
    conference_name: null,
    publication_year: 2024,
    abstract: 'An abstract.',
    citation_count: 3,
    view_count: 100,
    download_count: 10,
    doi: null,
    created_at: `2026-01-${String(10 + id).padStart(2, '0')}T00:00:00.000Z`,
    updated_at: '2026-01-10T00:00:00.000Z',
    ...overrides,
  };
}

/** A failed call as `toApiError` gives it. */
export const apiError = (
  status: number | null,
  message: string,
  errors: Record<string, string[]> = {},
) => ({ status, message, errors });

/** The API's refusal of a role assignment (only administrators assign roles). */
export const ROLES_FORBIDDEN =
  'You do not have permission to assign roles to this user. Admin or Super Admin role required.';
