import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId } from '@colophon/shared';
import { FieldFrame } from '@colophon/shared/forms';
import { type WorkflowAction } from '../lib/workflow-actions';
import { NotesField } from './notes-field';

export interface StepFields {
  notes: string;
  doi: string;
}

export interface StepRules {
  /** The notes are the decision letter to the author and must be written. */
  letterRequired: boolean;
  /** Accepting without a completed review: the notes must say why. */
  reasonRequired: boolean;
  /** Publishing: the DOI field shows. */
  askDoi: boolean;
}

interface StatusChangeDialogProps {
  manuscriptId: number;
  action: WorkflowAction | null;
  fields: StepFields;
  onChange: (fields: StepFields) => void;
  rules: StepRules;
  errors: Partial<Record<keyof StepFields, string>>;
  /** Shown above the fields (accepting: the round's reviews and recommendations). */
  before?: ReactNode;
  busy: boolean;
  /** Confirm stays disabled (the step's rules are still loading). */
  waiting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirms a workflow step or an editorial decision: the notes go into the
 * decision timeline and, for a decision, to the author as its letter.
 */
export function StatusChangeDialog({
  manuscriptId,
  action,
  fields,
  onChange,
  rules,
  errors,
  before,
  busy,
  waiting = false,
  onConfirm,
  onCancel,
}: StatusChangeDialogProps) {
  const { t } = useTranslation('manuscripts');
  const status = action?.status;
  const notesHelp = rules.reasonRequired
    ? t('decision.reasonHelp')
    : rules.letterRequired
      ? t('decision.letterHelp')
      : undefined;
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
      confirmDisabled={waiting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {status && <Typography.Paragraph>{t(`workflow.describe.${status}`)}</Typography.Paragraph>}
      {before}
      <Form layout="vertical" component={false}>
        <NotesField
          id="workflow-notes"
          label={t('workflow.notes')}
          placeholder={t('workflow.notesPlaceholder')}
          value={fields.notes}
          onChange={(notes) => onChange({ ...fields, notes })}
          error={errors.notes}
          required={rules.letterRequired || rules.reasonRequired}
          extra={notesHelp}
          disabled={busy}
          autoFocus
        />
        {rules.askDoi && (
          <FieldFrame
            id="workflow-doi"
            label={t('decision.doi')}
            error={errors.doi}
            extra={t('decision.doiHelp')}
          >
            {(a11y) => (
              <Input
                {...a11y}
                value={fields.doi}
                onChange={(event) => onChange({ ...fields, doi: event.target.value })}
                placeholder="10.1234/example"
                maxLength={255}
                disabled={busy}
              />
            )}
          </FieldFrame>
        )}
      </Form>
    </ConfirmDialog>
  );
}
