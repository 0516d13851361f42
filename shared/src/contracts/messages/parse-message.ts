// Reads an encoded message back. Anything that does not look like a code
// (server text, zod's own English, a user's input) is plain text: null.
import { PARAMS_SEPARATOR, type MessageParams } from './msg';

export interface ParsedMessage {
  code: string;
  params: MessageParams;
}

// A code is dotted camelCase words ('journal.titleRequired'): never a sentence.
const CODE_PATTERN = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/;

function readParams(json: string): MessageParams | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const params: MessageParams = {};
    for (const [key, param] of Object.entries(value)) {
      if (typeof param !== 'string' && typeof param !== 'number') return null;
      params[key] = param;
    }
    return params;
  } catch {
    return null;
  }
}

/** The code and parameters of an encoded message, or null for plain text. */
export function parseMessage(text: string | null | undefined): ParsedMessage | null {
  if (!text) return null;
  const at = text.indexOf(PARAMS_SEPARATOR);
  const code = at === -1 ? text : text.slice(0, at);
  if (!CODE_PATTERN.test(code)) return null;
  if (at === -1) return { code, params: {} };
  const params = readParams(text.slice(at + 1));
  return params ? { code, params } : null;
}
