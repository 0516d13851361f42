import { useTranslation } from 'react-i18next';
import { Flex, Select, Typography } from '@colophon/shared/antd';
import { toApiError, useNotify } from '@colophon/shared';
import { failureText } from '../../../lib/failure-text';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useAssignHandlingEditor } from '../api/assign-handling-editor';
import { useHandlingEditorCandidates } from '../api/get-handling-editor-candidates';

interface HandlingEditorFieldProps {
  manuscript: Pick<ManuscriptDetail, 'id' | 'handling_editor' | 'permissions'>;
}

/** Who handles the manuscript; the editor-in-chief chooses (or clears) the associate editor. */
export function HandlingEditorField({ manuscript }: HandlingEditorFieldProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const canAssign = manuscript.permissions.assign_handling_editor;
  const candidates = useHandlingEditorCandidates(manuscript.id, canAssign);
  const assign = useAssignHandlingEditor();
  const current = manuscript.handling_editor;

  const change = async (userId: number | undefined) => {
    try {
      await assign.mutateAsync({ manuscriptId: manuscript.id, userId: userId ?? null });
      notify.success(t('handlingEditor.saved'));
    } catch (error) {
      notify.error(failureText(toApiError(error), t('handlingEditor.failed')));
    }
  };

  // Without the right (or without the list of editors) the name is shown as text.
  if (!canAssign || candidates.isError) {
    if (!current && !canAssign) return null;
    return (
      <Typography.Text>
        {t('handlingEditor.label')}: {current?.name ?? t('handlingEditor.none')}
      </Typography.Text>
    );
  }
  const options = [...(candidates.data ?? [])];
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);
  return (
    <Flex gap="small" align="center" wrap>
      <label htmlFor="handling-editor">{t('handlingEditor.label')}</label>
      <Select
        id="handling-editor"
        value={current?.id}
        placeholder={t('handlingEditor.none')}
        allowClear
        loading={candidates.isPending || assign.isPending}
        disabled={assign.isPending}
        options={options.map((o) => ({ value: o.id, label: o.name }))}
        onChange={(value?: number) => void change(value)}
        style={{ minInlineSize: 220 }}
      />
    </Flex>
  );
}
