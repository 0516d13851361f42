import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type MailTemplatePreview,
  type MailTemplateText,
  type Single,
} from '@colophon/shared/contracts';
import { type LetterLevel, letterPath } from './get-letter-template';

export interface PreviewLetterInput {
  level: LetterLevel;
  manuscriptId: number;
  text: MailTemplateText;
}

/** `POST mail-templates/{key}/{locale}/preview`: the text (saved or not) merged with a manuscript. */
export async function previewLetter({
  level,
  manuscriptId,
  text,
}: PreviewLetterInput): Promise<MailTemplatePreview> {
  const { data } = await apiClient.post<Single<MailTemplatePreview>>(
    `${letterPath(level)}/preview`,
    { journal_id: level.journalId, manuscript_id: manuscriptId, ...text },
  );
  return data.data;
}

export const usePreviewLetter = () => useMutation({ mutationFn: previewLetter });
