// Validation messages come from the shared zod schema (and, on a 422, from the
// API, which validates with the same schema) in English. The spec's messages
// are shown word for word in English and translated in other languages; the
// schema's range and format messages get a short translated text of their own.
import { JOURNAL_MESSAGES } from '@colophon/shared/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The spec's messages (§5) → their key in the journals namespace. */
const SPEC_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [JOURNAL_MESSAGES.titleRequired]: 'validation.titleRequired',
  [JOURNAL_MESSAGES.descriptionRequired]: 'validation.descriptionRequired',
  [JOURNAL_MESSAGES.issn]: 'validation.issn',
  [JOURNAL_MESSAGES.eIssn]: 'validation.eIssn',
  [JOURNAL_MESSAGES.url]: 'validation.url',
  [JOURNAL_MESSAGES.email]: 'validation.email',
};

/** The schema's other messages, by shape ('The h index must be an integer'). */
const PATTERNS: ReadonlyArray<[RegExp, (match: RegExpMatchArray) => [string, object?]]> = [
  [/ must be an integer$/, () => ['validation.integer']],
  [/ must be a number$/, () => ['validation.number']],
  [/ must be at least (\d+)$/, (m) => ['validation.min', { min: Number(m[1]) }]],
  [
    / may not be greater than (\d+) characters$/,
    (m) => ['validation.maxLength', { max: Number(m[1]) }],
  ],
  [/ may not be greater than (\d+)$/, (m) => ['validation.max', { max: Number(m[1]) }]],
  [/ may not have more than (\d+) items$/, (m) => ['validation.maxItems', { max: Number(m[1]) }]],
];

/** The text to show for a validation message in the current language. */
export function translateValidation(message: string, t: Translate): string {
  const specKey = SPEC_MESSAGE_KEYS[message];
  if (specKey) return t(specKey);
  for (const [pattern, toKey] of PATTERNS) {
    const match = message.match(pattern);
    if (match) {
      const [key, options] = toKey(match);
      return t(key, options as Record<string, unknown> | undefined);
    }
  }
  return message;
}
