import { type FieldError } from 'react-hook-form';

/**
 * The first message of a field's error. A list field's item errors arrive
 * nested ('keywords.3'): they are shown on the list field itself.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error as Record<string, unknown>)) {
    if (value === error) continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
