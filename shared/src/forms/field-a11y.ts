/** What a field's control carries so that screen readers announce its state. */
export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  /** The error text's id while there is an error, and the help's while it is shown. */
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export const errorIdOf = (id: string) => `${id}-error`;
export const extraIdOf = (id: string) => `${id}-extra`;

/** The control id of a field named by its path ('academic_profile.orcid' → 'academic_profile-orcid'). */
export const fieldIdOf = (name: string) => name.replace(/\./g, '-');

export interface FieldA11yState {
  hasError: boolean;
  hasExtra: boolean;
  required?: boolean;
}

/** The aria attributes of the control `id`, given what the field shows. */
export function fieldA11y(id: string, { hasError, hasExtra, required }: FieldA11yState): FieldA11y {
  const describedBy = [hasError && errorIdOf(id), hasExtra && extraIdOf(id)].filter(Boolean);
  return {
    id,
    'aria-invalid': hasError,
    ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}
