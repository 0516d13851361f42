import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type UseFormReturn } from 'react-hook-form';
import { Form, Input, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId } from '@colophon/shared';
import { FormField } from '@colophon/shared/forms';
import { type WorkflowAction } from '../lib/workflow-actions';

export interface StepFields {
  /** The notes of the step; for a decision, the letter to the author. */
  notes: string;
  /** Accepting without a completed review: why (kept in the timeline, not sent to the author). */
  reason: string;
  doi: string;
  /** Publishing: the publication date, yyyy-mm-dd (today unless changed). */
  published_at: string;
}

export interface StepRules {
  /** The notes are the decision letter to the author and must be written. */
  letterRequired: boolean;
  /** Accepting without a completed review: the reason field shows and must be filled. */
  reasonRequired: boolean;
  /** Publishing: the publication date and DOI fields show. */
  askPublication: boolean;
}

interface StatusChangeDialogProps {
  manuscriptId: number;
  action: WorkflowAction | null;
  form: UseFormReturn<StepFields>;
  rules: StepRules;
  /** Shown above the fields (accepting: the round's reviews and recommendations). */
  before?: ReactNode;
  busy: boolean;
  /** Confirm stays disabled (the step's rules are still loading). */
  waiting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const TEXT_LIMIT = 5000;

/**
 * Confirms a workflow step or an editorial decision: the notes go into the
 * decision timeline and, for a decision, to the author as its letter.
 */
export function StatusChangeDialog({
  manuscriptId,
  action,
  form,
  rules,
  before,
  busy,
  waiting = false,
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
      confirmDisabled={waiting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {status && <Typography.Paragraph>{t(`workflow.describe.${status}`)}</Typography.Paragraph>}
      {before}
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="notes"
          id="workflow-notes"
          label={t('workflow.notes')}
          required={rules.letterRequired}
          extra={rules.letterRequired ? t('decision.letterHelp') : undefined}
        >
          <Input.TextArea
            placeholder={t('workflow.notesPlaceholder')}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={TEXT_LIMIT}
            disabled={busy}
            autoFocus
          />
        </FormField>
        {rules.reasonRequired && (
          <FormField
            control={form.control}
            name="reason"
            id="workflow-reason"
            label={t('decision.reason')}
            required
            extra={t('decision.reasonHelp')}
          >
            <Input.TextArea
              placeholder={t('decision.reasonPlaceholder')}
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={TEXT_LIMIT}
              disabled={busy}
            />
          </FormField>
        )}
        {rules.askPublication && (
          <>
            <FormField
              control={form.control}
              name="published_at"
              id="workflow-published-at"
              label={t('decision.publishedAt')}
              required
              extra={t('decision.publishedAtHelp')}
            >
              <Input type="date" disabled={busy} style={{ maxInlineSize: 220 }} />
            </FormField>
            <FormField
              control={form.control}
              name="doi"
              id="workflow-doi"
              label={t('decision.doi')}
              extra={t('decision.doiHelp')}
            >
              <Input placeholder="10.1234/example" dir="ltr" maxLength={255} disabled={busy} />
            </FormField>
          </>
        )}
      </Form>
    </ConfirmDialog>
  );
}
