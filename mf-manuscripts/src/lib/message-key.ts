import { type TFunction } from 'i18next';
import { MANUSCRIPT_MESSAGES } from '@colophon/shared/contracts';

/** Messages of the shared schemas besides MANUSCRIPT_MESSAGES that this section shows. */
export const REVIEW_MESSAGES = {
  ratingInvalid: 'The rating must be a number from 1 to 5',
  reviewContentRequired: 'The review content is required',
} as const;

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries({ ...MANUSCRIPT_MESSAGES, ...REVIEW_MESSAGES }).map(([key, message]) => [
    message,
    key,
  ]),
);
const FILE_TOO_LARGE = /^The manuscript file may not be greater than (\d+) MB\.$/;

/**
 * A validation message of the shared schemas (or the file check) in the
 * reader's language; any other text (a server message) is shown as sent.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return t(`manuscripts:validation.${key}`);
  const tooLarge = FILE_TOO_LARGE.exec(message);
  if (tooLarge) return t('manuscripts:validation.fileTooLarge', { max: tooLarge[1] });
  return message;
}
