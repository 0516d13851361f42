import {
  type AcademicProfileInput,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@colophon/shared/contracts';

/** Text fields of the academic profile, in the order the form shows them. */
export const PROFILE_TEXT_FIELDS = [
  'title',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'career_stage',
  'institution',
  'department',
  'position',
  'city',
  'country',
  'orcid',
  'bio',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export type ProfileFormValues = Record<ProfileTextField, string> & {
  h_index: number | null;
  citation_count: number | null;
  research_areas: string[];
  languages: string[];
};

/** What the form edits: the payload's shape with blanks instead of nulls. */
export interface UserFormValues {
  name: string;
  email: string;
  /** Required on create; on edit a blank keeps the current password. */
  password: string;
  /** Editing oneself: proves who asks when the email or the password changes. */
  current_password: string;
  email_verified: boolean;
  roles: string[];
  academic_profile: ProfileFormValues;
}

/** Who is editing, which decides what the payload may carry. */
export interface PayloadOptions {
  /** Admins set roles and the verified flag; others may not send them (403). */
  canManageRoles: boolean;
}

/** New users start as authors, like registration and the API's default. */
export const DEFAULT_ROLES = ['author'];

export function emptyProfileValues(): ProfileFormValues {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    ProfileTextField,
    string
  >;
  return { ...texts, h_index: null, citation_count: null, research_areas: [], languages: [] };
}

export function emptyUserFormValues(): UserFormValues {
  return {
    name: '',
    email: '',
    password: '',
    current_password: '',
    email_verified: false,
    roles: [...DEFAULT_ROLES],
    academic_profile: emptyProfileValues(),
  };
}

/** The form's starting values for an existing user. */
export function userToFormValues(user: User): UserFormValues {
  const profile = user.academic_profile;
  const academic = emptyProfileValues();
  if (profile) {
    for (const field of PROFILE_TEXT_FIELDS) academic[field] = profile[field] ?? '';
    academic.h_index = profile.h_index;
    academic.citation_count = profile.citation_count;
    academic.research_areas = [...profile.research_areas];
    academic.languages = [...profile.languages];
  }
  return {
    name: user.name,
    email: user.email,
    password: '',
    current_password: '',
    email_verified: !!user.email_verified_at,
    roles: user.roles.map((role) => role.name),
    academic_profile: academic,
  };
}

const cleanList = (values: string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

/** True when no profile field holds anything. */
export function isBlankProfile(values: ProfileFormValues): boolean {
  return (
    PROFILE_TEXT_FIELDS.every((field) => !values[field].trim()) &&
    values.h_index === null &&
    !values.citation_count &&
    cleanList(values.research_areas).length === 0 &&
    cleanList(values.languages).length === 0
  );
}

/** The profile as the API takes it: blanks become null, lists are trimmed and unique. */
export function toProfilePayload(values: ProfileFormValues): AcademicProfileInput {
  const payload: AcademicProfileInput = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = values[field].trim();
    payload[field] = text ? text : null;
  }
  payload.h_index = values.h_index;
  if (values.citation_count !== null) payload.citation_count = values.citation_count;
  payload.research_areas = cleanList(values.research_areas);
  payload.languages = cleanList(values.languages);
  return payload;
}

export function toCreatePayload(values: UserFormValues, options: PayloadOptions): UserCreateInput {
  const payload: UserCreateInput = {
    name: values.name,
    email: values.email,
    password: values.password,
  };
  if (options.canManageRoles) {
    payload.roles = [...values.roles];
    payload.email_verified = values.email_verified;
  }
  if (!isBlankProfile(values.academic_profile))
    payload.academic_profile = toProfilePayload(values.academic_profile);
  return payload;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Options of an edit: whether a profile existed, and whether one edits oneself. */
export type UpdateOptions = PayloadOptions & { hadProfile: boolean; isSelf?: boolean };

/** Editing oneself, a new email or password needs the current password (the API's rule). */
export function needsCurrentPassword(
  values: UserFormValues,
  initial: UserFormValues,
  options: UpdateOptions,
): boolean {
  return !!options.isSelf && (values.email !== initial.email || !!values.password);
}

/**
 * An update carries name, email and the profile; a password only when one
 * was typed; the current password only when editing oneself changes the
 * email or the password; roles and the verified flag only when an admin
 * changed them (so an unchanged field can never trip a role rule).
 */
export function toUpdatePayload(
  values: UserFormValues,
  initial: UserFormValues,
  options: UpdateOptions,
): UserUpdateInput {
  const payload: UserUpdateInput = { name: values.name, email: values.email };
  if (values.password) payload.password = values.password;
  if (needsCurrentPassword(values, initial, options))
    payload.current_password = values.current_password;
  if (options.canManageRoles) {
    if (!sameSet(values.roles, initial.roles)) payload.roles = [...values.roles];
    if (values.email_verified !== initial.email_verified)
      payload.email_verified = values.email_verified;
  }
  if (options.hadProfile || !isBlankProfile(values.academic_profile))
    payload.academic_profile = toProfilePayload(values.academic_profile);
  return payload;
}
