import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MailTemplate, type Mutation } from '@colophon/shared/contracts';
import { type LetterLevel, letterPath, levelParams } from './get-letter-template';
import { letterKeys } from './letter-keys';

/** `DELETE mail-templates/{key}/{locale}`: back to the platform's (or the built-in) text. */
export async function revertLetterTemplate(level: LetterLevel): Promise<MailTemplate> {
  const { data } = await apiClient.delete<Mutation<MailTemplate>>(letterPath(level), {
    params: levelParams(level.journalId),
  });
  return data.data;
}

export function useRevertLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertLetterTemplate,
    onSuccess: (template, level) => {
      queryClient.setQueryData(
        letterKeys.one(level.journalId, level.templateKey, level.locale),
        template,
      );
      // A journal's revert changes nothing elsewhere; the platform's changes what journals inherit.
      void queryClient.invalidateQueries({
        queryKey: level.journalId === null ? letterKeys.all : letterKeys.list(level.journalId),
      });
    },
  });
}
