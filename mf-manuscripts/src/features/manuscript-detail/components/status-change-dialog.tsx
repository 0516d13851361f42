import { useTranslation } from 'react-i18next';
import { Input, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId } from '@colophon/shared';
import { type WorkflowAction } from '../lib/workflow-actions';

interface StatusChangeDialogProps {
  manuscriptId: number;
  action: WorkflowAction | null;
  notes: string;
  onNotesChange: (notes: string) => void;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks for the notes of a workflow step; they go into the decision timeline. */
export function StatusChangeDialog({
  manuscriptId,
  action,
  notes,
  onNotesChange,
  busy,
  onConfirm,
  onCancel,
}: StatusChangeDialogProps) {
  const { t } = useTranslation('manuscripts');
  const status = action?.status;
  return (
    <ConfirmDialog
      open={action !== null}
      title={
        status &&
        t('workflow.dialogTitle', {
          action: t(`workflow.actions.${status}`),
          id: formatManuscriptId(manuscriptId),
        })
      }
      confirmText={status && (busy ? t('workflow.working') : t(`workflow.actions.${status}`))}
      danger={action?.danger}
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {status && <Typography.Paragraph>{t(`workflow.describe.${status}`)}</Typography.Paragraph>}
      <label htmlFor="workflow-notes" style={{ display: 'block', marginBlockEnd: 4 }}>
        {t('workflow.notes')}
      </label>
      <Input.TextArea
        id="workflow-notes"
        value={notes}
        onChange={(event) => onNotesChange(event.target.value)}
        placeholder={t('workflow.notesPlaceholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={5000}
        disabled={busy}
        autoFocus
      />
    </ConfirmDialog>
  );
}
