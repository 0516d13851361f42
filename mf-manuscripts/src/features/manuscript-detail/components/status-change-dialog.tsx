import { useTranslation } from 'react-i18next';
import { Form, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId } from '@colophon/shared';
import { type WorkflowAction } from '../lib/workflow-actions';
import { NotesField } from './notes-field';

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
      <Form layout="vertical" component={false}>
        <NotesField
          id="workflow-notes"
          label={t('workflow.notes')}
          placeholder={t('workflow.notesPlaceholder')}
          value={notes}
          onChange={onNotesChange}
          disabled={busy}
          autoFocus
        />
      </Form>
    </ConfirmDialog>
  );
}
