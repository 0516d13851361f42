// The activity feed's texts: message codes from the API, rendered in the
// reader's language. An entry without an actor (the system acted) gets the
// catalog's word for it in that language, not an English one from the server.
import { parseMessage, renderMessage, msg, type MessageParams } from '@colophon/shared/contracts';

/** Renders an activity code; plain text (a row written before codes) comes back as it is. */
export function activityText(text: string, language: string): string {
  const parsed = parseMessage(text);
  if (!parsed || !parsed.code.startsWith('activity.') || 'actor' in parsed.params)
    return renderMessage(text, language);
  const params: MessageParams = {
    ...parsed.params,
    actor: renderMessage(msg('activity.system'), language),
  };
  return renderMessage(`${parsed.code}|${JSON.stringify(params)}`, language);
}
