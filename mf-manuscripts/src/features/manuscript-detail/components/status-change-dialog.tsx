import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type UseFormReturn } from 'react-hook-form';
import { Form, Input, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, FormField } from '@colophon/shared';
import { type StepFields, type StepRules } from '../lib/step-fields';
import { type WorkflowAction } from '../lib/workflow-actions';
import { LetterAndNoteFields } from './letter-and-note-fields';

interface StatusChangeDialogProps {
  manuscriptId: number;
  action: WorkflowAction | null;
  form: UseFormReturn<StepFields>;
  rules: StepRules;
  /** The decision to take, when the editor may choose among several (minor or major revisions, …). */
  choice?: ReactNode;
  /** Shown above the fields (a decision closing a round: its reviews, to release or not). */
  before?: ReactNode;
  /** Above the letter: its language, the revision's due date, the template's letter loading. */
  letterTools?: ReactNode;
  /** The letter's language (the template's letter). */
  letterLocale?: string;
  busy: boolean;
  /** Confirm stays disabled (the step's rules are still loading). */
  waiting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const REASON_LIMIT = 5000;

/**
 * Confirms a workflow step or an editorial decision: a decision may carry a
 * letter to the author; every step may carry a note only the editors read.
 */
export function StatusChangeDialog({
  manuscriptId,
  action,
  form,
  rules,
  choice,
  before,
  letterTools,
  letterLocale,
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
      <Form layout="vertical" component={false}>
        {choice}
      </Form>
      {before}
      <Form layout="vertical" component={false}>
        {rules.askLetter && letterTools}
        <LetterAndNoteFields
          control={form.control}
          askLetter={rules.askLetter}
          letterRequired={rules.letterRequired}
          disabled={busy}
          letterLocale={letterLocale}
        />
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
              maxLength={REASON_LIMIT}
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
