import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type MailTemplate,
  type MailTemplateKey,
  type MailTemplateLocale,
  type Single,
} from '@colophon/shared/contracts';
import { letterKeys } from './letter-keys';

export interface LetterLevel {
  journalId: number | null;
  templateKey: MailTemplateKey;
  locale: MailTemplateLocale;
}

export const letterPath = ({ templateKey, locale }: LetterLevel) =>
  `mail-templates/${templateKey}/${locale}`;

export const levelParams = (journalId: number | null) =>
  journalId === null ? {} : { journal_id: journalId };

/** `GET mail-templates/{key}/{locale}`: the text the journal (or the platform) uses. */
export async function getLetterTemplate(level: LetterLevel): Promise<MailTemplate> {
  const { data } = await apiClient.get<Single<MailTemplate>>(letterPath(level), {
    params: levelParams(level.journalId),
  });
  return data.data;
}

export const getLetterTemplateQueryOptions = (level: LetterLevel) =>
  queryOptions({
    queryKey: letterKeys.one(level.journalId, level.templateKey, level.locale),
    queryFn: () => getLetterTemplate(level),
  });

export const useLetterTemplate = (level: LetterLevel) =>
  useQuery(getLetterTemplateQueryOptions(level));
