// A schema message is a code, not English: `msg('journal.titleRequired')`.
// Parameters ride inside the same string (zod messages are strings), as JSON
// after a '|': `field.maxLength|{"field":"title","max":255}`. The front ends
// (useMessageText) and the API (renderMessage) turn it into text.
import { type FieldName, type MessageCode } from './catalogs';

export type MessageParams = Record<string, string | number>;

/** Separates the code from its JSON parameters in an encoded message. */
export const PARAMS_SEPARATOR = '|';

type Params = MessageParams & { field?: FieldName };

/** Encodes a message code (and its parameters) as a zod message string. */
export function msg<C extends MessageCode>(code: C): C;
export function msg(code: MessageCode, params: Params): string;
export function msg(code: MessageCode, params?: Params): string {
  if (!params || Object.keys(params).length === 0) return code;
  return `${code}${PARAMS_SEPARATOR}${JSON.stringify(params)}`;
}
