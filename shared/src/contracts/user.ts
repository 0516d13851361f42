// Users, roles, academic profiles and publications.
import { z } from 'zod';
import { makePaginationQuery, makeSortQuery, searchSchema, type SortDirection } from './common';
import { type FieldName, msg } from './messages';
import { newPasswordField } from './password-rules';

export const ROLE_NAMES = [
  'admin',
  'super-admin',
  'editor-in-chief',
  'associate-editor',
  'reviewer',
  'author',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

export const CAREER_STAGES = [
  'student',
  'phd_candidate',
  'postdoc',
  'early_career',
  'mid_career',
  'senior',
  'emeritus',
] as const;

export const academicProfileSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string().nullable(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  career_stage: z.string().nullable(),
  institution: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  orcid: z.string().nullable(),
  bio: z.string().nullable(),
  h_index: z.number().int().nullable(),
  citation_count: z.number().int(),
  research_areas: z.array(z.string()),
  languages: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AcademicProfile = z.infer<typeof academicProfileSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  roles: z.array(roleSchema),
  academic_profile: academicProfileSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const PUBLICATION_TYPES = {
  journal_article: 'Journal Article',
  conference_paper: 'Conference Paper',
  book_chapter: 'Book Chapter',
  book: 'Book',
  preprint: 'Preprint',
  thesis: 'Thesis',
} as const;
export type PublicationType = keyof typeof PUBLICATION_TYPES;

export const publicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  type: z.string(),
  type_label: z.string(),
  is_verified: z.boolean(),
  is_open_access: z.boolean(),
  is_featured: z.boolean(),
  venue: z.string().nullable(),
  journal_name: z.string().nullable(),
  conference_name: z.string().nullable(),
  publication_year: z.number().int().nullable(),
  abstract: z.string().nullable(),
  citation_count: z.number().int(),
  view_count: z.number().int(),
  download_count: z.number().int(),
  doi: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

// ── Payloads ───────────────────────────────────────────────────────────────

const text = (max: number, field: FieldName) =>
  z.string().trim().max(max, msg('field.maxLength', { field, max }));
const optionalText = (max: number, field: FieldName) => text(max, field).nullable().optional();
const shortList = (field: FieldName) =>
  z
    .array(text(100, field), { error: msg('field.textList', { field }) })
    .max(50, msg('field.maxItems', { field, max: 50 }));

/** Academic profile fields a create or update may carry (all optional). */
export const academicProfileInputSchema = z
  .object({
    title: optionalText(50, 'title'),
    first_name: optionalText(100, 'first_name'),
    middle_name: optionalText(100, 'middle_name'),
    last_name: optionalText(100, 'last_name'),
    email: z
      .string()
      .trim()
      .max(255, msg('field.maxLength', { field: 'email', max: 255 }))
      .pipe(z.email({ error: msg('user.emailFormat') }))
      .nullable()
      .optional(),
    phone: optionalText(50, 'phone'),
    career_stage: optionalText(50, 'career_stage'),
    institution: optionalText(255, 'institution'),
    department: optionalText(255, 'department'),
    position: optionalText(255, 'position'),
    city: optionalText(100, 'city'),
    country: optionalText(100, 'country'),
    orcid: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, msg('user.orcid'))
      .nullable()
      .optional(),
    bio: optionalText(5000, 'bio'),
    h_index: z
      .number({ error: msg('field.number', { field: 'h_index' }) })
      .int(msg('field.integer', { field: 'h_index' }))
      .min(0, msg('field.min', { field: 'h_index', min: 0 }))
      .max(10_000, msg('field.max', { field: 'h_index', max: 10_000 }))
      .nullable()
      .optional(),
    citation_count: z
      .number({ error: msg('field.number', { field: 'citation_count' }) })
      .int(msg('field.integer', { field: 'citation_count' }))
      .min(0, msg('field.min', { field: 'citation_count', min: 0 }))
      .max(100_000_000, msg('field.max', { field: 'citation_count', max: 100_000_000 }))
      .optional(),
    research_areas: shortList('research_areas').optional(),
    languages: shortList('languages').optional(),
  })
  .strict();
export type AcademicProfileInput = z.infer<typeof academicProfileInputSchema>;

const roleNamesSchema = z
  .array(z.string().max(50, msg('field.maxLength', { field: 'role_name', max: 50 })), {
    error: msg('user.roleNames'),
  })
  .max(20, msg('field.maxItems', { field: 'roles', max: 20 }));

export const userCreateSchema = z
  .object({
    name: z
      .string({ error: msg('field.required', { field: 'name' }) })
      .trim()
      .min(2, msg('auth.nameMin'))
      .max(255, msg('auth.nameMax')),
    email: z
      .string({ error: msg('field.required', { field: 'email' }) })
      .trim()
      .max(255, msg('field.maxLength', { field: 'email', max: 255 }))
      .pipe(z.email({ error: msg('auth.email') })),
    password: z
      .string({ error: msg('field.required', { field: 'password' }) })
      .pipe(newPasswordField),
    email_verified: z.boolean().optional(),
    roles: roleNamesSchema.optional(),
    academic_profile: academicProfileInputSchema.nullable().optional(),
  })
  .strict();
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** PUT users/{id}: every field optional; a given `roles` list replaces the roles. */
export const userUpdateSchema = userCreateSchema
  .partial()
  .extend({
    // Required by the API when users change their own email or password (not for admins editing others).
    current_password: z.string().max(128, msg('auth.currentPasswordWrong')).optional(),
  })
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const assignRolesSchema = z.object({ roles: roleNamesSchema }).strict();
export type AssignRolesInput = z.infer<typeof assignRolesSchema>;

export const USER_STATUSES = ['all', 'active', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The columns the users list sorts by; the list's default is newest first. */
export const USER_SORTS = ['name', 'email', 'created_at', 'updated_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** Each sort's order when `direction` is left out: text A to Z, dates newest first. */
export const USER_SORT_NATURAL: Record<UserSort, SortDirection> = {
  name: 'asc',
  email: 'asc',
  created_at: 'desc',
  updated_at: 'desc',
};

export const userListQuerySchema = makePaginationQuery(15)
  .extend({
    search: searchSchema.optional(),
    role: z
      .string()
      .max(50, msg('field.maxLength', { field: 'role', max: 50 }))
      .optional(),
    status: z
      .enum(USER_STATUSES, {
        error: msg('field.oneOf', { field: 'status', values: USER_STATUSES.join(', ') }),
      })
      .default('all'),
  })
  .extend(makeSortQuery(USER_SORTS, 'created_at').shape);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET users/export.csv: the list's filters and sort, no paging. */
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, per_page: true });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

export const publicationListQuerySchema = makePaginationQuery(100);

export const userStatisticsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  deleted: z.number().int(),
  verified: z.number().int(),
  unverified: z.number().int(),
  new_this_month: z.number().int(),
  by_role: z.array(z.object({ role: z.string(), count: z.number().int() })),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;
