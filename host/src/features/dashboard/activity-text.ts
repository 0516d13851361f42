// The activity feed's texts: message codes from the API, rendered in the
// reader's language. An entry without an actor (the system acted) gets the
// catalog's word for it in that language, not an English one from the server.
import { isolate, isRtl } from '@colophon/shared';
import { parseMessage, renderMessage, msg, type MessageParams } from '@colophon/shared/contracts';

/**
 * In a right-to-left sentence, a name or title someone entered keeps its own
 * direction (and its punctuation its place) inside Unicode isolates.
 */
function isolated(params: MessageParams, language: string): MessageParams {
  if (!isRtl(language)) return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? isolate(value) : value,
    ]),
  );
}

/** Renders an activity code; plain text (a row written before codes) comes back as it is. */
export function activityText(text: string, language: string): string {
  const parsed = parseMessage(text);
  if (!parsed) return renderMessage(text, language);
  const params: MessageParams = isolated(parsed.params, language);
  if (parsed.code.startsWith('activity.') && !('actor' in parsed.params)) {
    params.actor = renderMessage(msg('activity.system'), language);
  }
  return renderMessage(`${parsed.code}|${JSON.stringify(params)}`, language);
}
