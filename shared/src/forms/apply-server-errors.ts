// A failed save's field errors → messages on the form's fields (spec: "Save
// failures"). Forms differ only in whether a field shows its first message or
// all of them, and in which of the API's error keys they have fields for.
import { type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { type ApiError, toApiError } from '../api/api-error';

/** Which error keys land on which form paths. */
export type ServerErrorFields<TValues extends FieldValues> =
  /**
   * The form's field paths. A key lands on the listed path it equals, else on
   * the nearest listed parent ('keywords.3' → 'keywords',
   * 'academic_profile.research_areas.0' → 'academic_profile.research_areas').
   */
  | readonly FieldPath<TValues>[]
  /** Or a function: the path a key lands on, or null when the form has none. */
  | ((key: string) => FieldPath<TValues> | null | undefined);

export interface ApplyServerErrorsOptions<TValues extends FieldValues> {
  /** 'first': the first message of each field; 'all': all of them, joined. As the spec says per form. */
  mode: 'first' | 'all';
  /** Defaults to every key as its own path. */
  fields?: ServerErrorFields<TValues>;
  /** Joins messages in 'all' mode; defaults to a space. */
  separator?: string;
  /** Focus the first field that got a message; defaults to true. */
  shouldFocus?: boolean;
  /**
   * Map field errors of any answer, not only of a 422 (the validation answer).
   * The sign-in forms do (spec: "Server field errors").
   */
  anyStatus?: boolean;
}

export interface AppliedServerErrors {
  /** The failure as toApiError reads it: status, message and all field errors. */
  apiError: ApiError;
  /** The form paths that got a message, in the order the API listed them. */
  applied: string[];
  /** What no field took: error key → its messages (for a list above the form, or a toast). */
  unmapped: Record<string, string[]>;
}

function nearestField(key: string, fields: readonly string[]): string | null {
  for (let path = key; path; path = path.slice(0, Math.max(path.lastIndexOf('.'), 0))) {
    if (fields.includes(path)) return path;
  }
  return null;
}

function resolver<TValues extends FieldValues>(
  fields: ServerErrorFields<TValues> | undefined,
): (key: string) => string | null {
  if (!fields) return (key) => key;
  if (typeof fields === 'function') return (key) => fields(key) ?? null;
  return (key) => nearestField(key, fields);
}

/**
 * Puts the field errors of a failed call (anything the client rejected with)
 * on the form through `setError` ({ type: 'server' }); FormField shows them in
 * the current language. Returns the read failure, the paths that got a message
 * and the errors no field took.
 */
export function applyServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  options: ApplyServerErrorsOptions<TValues>,
): AppliedServerErrors {
  const apiError = toApiError(error);
  if (apiError.status !== 422 && !options.anyStatus) {
    return { apiError, applied: [], unmapped: { ...apiError.errors } };
  }
  const pathOf = resolver(options.fields);
  const messages = new Map<string, string[]>();
  const unmapped: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(apiError.errors)) {
    const path = pathOf(key);
    if (!path) {
      unmapped[key] = list;
      continue;
    }
    const shown = messages.get(path);
    if (!shown) messages.set(path, options.mode === 'first' ? list.slice(0, 1) : [...list]);
    // 'all': one field named twice ('keywords' and 'keywords.3') shows each message once.
    else if (options.mode === 'all') shown.push(...list.filter((m) => !shown.includes(m)));
  }
  const applied = [...messages.keys()];
  applied.forEach((path, index) =>
    setError(
      path as FieldPath<TValues>,
      { type: 'server', message: messages.get(path)!.join(options.separator ?? ' ') },
      { shouldFocus: (options.shouldFocus ?? true) && index === 0 },
    ),
  );
  return { apiError, applied, unmapped };
}
