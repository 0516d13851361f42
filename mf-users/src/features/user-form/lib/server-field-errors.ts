import { type FieldPath } from 'react-hook-form';
import { PROFILE_TEXT_FIELDS, type UserFormValues } from './user-form-values';

type UserFormPath = FieldPath<UserFormValues>;

const FORM_FIELDS = new Set<string>([
  // Every entry is a path of UserFormValues (the profile's are built from its field list).
  'name',
  'email',
  'password',
  'current_password',
  'email_verified',
  'roles',
  ...[...PROFILE_TEXT_FIELDS, 'h_index', 'citation_count', 'research_areas', 'languages'].map(
    (field) => `academic_profile.${field}`,
  ),
]);

/**
 * The form field a server error key belongs to. The API names nested errors
 * both by their first level ('academic_profile') and dotted
 * ('academic_profile.orcid', 'academic_profile.research_areas.0'): the
 * dotted one is used, list items fall back to their list.
 */
export function formFieldOf(key: string): UserFormPath | null {
  if (FORM_FIELDS.has(key)) return key as UserFormPath;
  const list = key.replace(/\.\d+$/, '');
  return FORM_FIELDS.has(list) ? (list as UserFormPath) : null;
}
