import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type MailTemplateSummary, type Single } from '@colophon/shared/contracts';
import { letterKeys } from './letter-keys';

/** `GET mail-templates?journal_id=`: every letter in every language, with where its text comes from. */
export async function getLetterTemplates(journalId: number | null): Promise<MailTemplateSummary[]> {
  const { data } = await apiClient.get<Single<MailTemplateSummary[]>>('mail-templates', {
    params: journalId === null ? {} : { journal_id: journalId },
  });
  return data.data;
}

export const getLetterTemplatesQueryOptions = (journalId: number | null) =>
  queryOptions({
    queryKey: letterKeys.list(journalId),
    queryFn: () => getLetterTemplates(journalId),
    // A 403 (not an editor-in-chief of this journal) is an answer, not a hiccup.
    retry: false,
  });

export const useLetterTemplates = (journalId: number | null, enabled = true) =>
  useQuery({ ...getLetterTemplatesQueryOptions(journalId), enabled });
