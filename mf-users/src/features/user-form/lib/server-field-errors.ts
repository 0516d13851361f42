import { PROFILE_TEXT_FIELDS } from './user-form-values';

const FORM_FIELDS = new Set<string>([
  'name',
  'email',
  'password',
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
export function formFieldOf(key: string): string | null {
  if (FORM_FIELDS.has(key)) return key;
  const list = key.replace(/\.\d+$/, '');
  return FORM_FIELDS.has(list) ? list : null;
}
