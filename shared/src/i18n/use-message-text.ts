import { useCallback } from 'react';
import { type RenderOptions, renderMessage } from '../contracts/messages';
import { useLanguage } from './use-language';

/**
 * Renders contract messages (codes from the zod schemas, or codes the API sent)
 * in the current language; plain text passes through unchanged. Re-renders the
 * caller when the language changes. `{ brief: true }` prefers the short forms
 * meant for display right beside a labelled field ('Must be a whole number').
 */
export function useMessageText(
  options: RenderOptions = {},
): (text: string | undefined) => string | undefined {
  const language = useLanguage();
  const brief = options.brief ?? false;
  return useCallback(
    (text: string | undefined) =>
      text === undefined ? undefined : renderMessage(text, language, { brief }),
    [language, brief],
  );
}
