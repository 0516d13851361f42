import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type MailTemplate,
  type MailTemplateText,
  type Mutation,
} from '@colophon/shared/contracts';
import { type LetterLevel, letterPath } from './get-letter-template';
import { letterKeys } from './letter-keys';

export interface SaveLetterInput {
  level: LetterLevel;
  text: MailTemplateText;
}

/** `PUT mail-templates/{key}/{locale}`: the level's own text (422 names an unknown merge field). */
export async function saveLetterTemplate({ level, text }: SaveLetterInput): Promise<MailTemplate> {
  const { data } = await apiClient.put<Mutation<MailTemplate>>(letterPath(level), {
    journal_id: level.journalId,
    ...text,
  });
  return data.data;
}

/** Saves, keeps the answer as the template's text and refreshes the list's sources. */
export function useSaveLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLetterTemplate,
    onSuccess: (template, { level }) => {
      queryClient.setQueryData(
        letterKeys.one(level.journalId, level.templateKey, level.locale),
        template,
      );
      void queryClient.invalidateQueries({ queryKey: letterKeys.list(level.journalId) });
    },
  });
}
