// The open workflow step of the detail page: its fields, what it requires and
// the call that takes it (a decision of the editor-in-chief, or a status change).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError, useMessageText, useNotify } from '@colophon/shared';
import { DECISION_MESSAGES } from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useChangeStatus } from '../api/change-status';
import { useDecisions } from '../api/get-decisions';
import { manuscriptDetailKeys } from '../api/query-keys';
import { decisionFor, letterRequired, validDoi } from '../lib/decision-rules';
import { type WorkflowAction } from '../lib/workflow-actions';
import { type StepFields, type StepRules } from '../components/status-change-dialog';

const EMPTY: StepFields = { notes: '', doi: '' };

export function useWorkflowStep(manuscript: ManuscriptDetail) {
  const { t } = useTranslation('manuscripts');
  const text = useMessageText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const change = useChangeStatus();
  const [pending, setPending] = useState<WorkflowAction | null>(null);
  const [fields, setFields] = useState<StepFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof StepFields, string>>>({});

  const decision = pending
    ? decisionFor(manuscript.status, pending.status, manuscript.allowed_decisions)
    : null;
  // Accepting: the round's reviews come first, and the API says whether a reason is needed.
  const accepting = decision === 'accept';
  const decisions = useDecisions(manuscript.id, accepting);
  const rules: StepRules = {
    letterRequired: pending !== null && letterRequired(pending.status, decision),
    reasonRequired: accepting && decisions.data?.meta.accept_needs_reason === true,
    askDoi: decision === 'publish',
  };

  const open = (action: WorkflowAction) => {
    setFields(EMPTY);
    setErrors({});
    setPending(action);
  };

  const validate = () => {
    const found: typeof errors = {};
    if (rules.letterRequired && !fields.notes.trim())
      found.notes = text(DECISION_MESSAGES.letterRequired);
    else if (rules.reasonRequired && !fields.notes.trim())
      found.notes = text(DECISION_MESSAGES.reasonRequired);
    if (rules.askDoi && !validDoi(fields.doi)) found.doi = text(DECISION_MESSAGES.doiInvalid);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const confirm = async () => {
    if (!pending || !validate()) return;
    try {
      const moved = await change.mutateAsync({
        manuscript,
        status: pending.status,
        notes: fields.notes,
        decision,
        // Accepting without a completed review (or when the API could not say): the notes say why.
        reason:
          accepting && decisions.data?.meta.accept_needs_reason !== false
            ? fields.notes
            : undefined,
        doi: fields.doi,
      });
      notify.success(t('workflow.success', { status: t(`statuses.${moved.status}`) }));
      setPending(null);
    } catch (error) {
      const apiError = toApiError(error);
      const fieldMessage = (keys: string[]) =>
        keys.map((key) => apiError.errors[key]?.[0]).find(Boolean);
      const notes = fieldMessage(['letter', 'notes', 'reason']);
      const doi = fieldMessage(['doi']);
      if (apiError.status === 422 && (notes || doi)) {
        setErrors({ notes: notes && text(notes), doi: doi && text(doi) });
        notify.error(failureText(apiError, t('workflow.failure')));
        return;
      }
      notify.error(failureText(apiError, t('workflow.failure')));
      // Someone else moved it meanwhile (409), or the step is no longer allowed (422): show the current state.
      if (apiError.status === 409 || apiError.status === 422) {
        setPending(null);
        await queryClient.invalidateQueries({
          queryKey: manuscriptDetailKeys.detail(manuscript.id),
        });
      }
    }
  };

  return {
    pending,
    open,
    close: () => setPending(null),
    fields,
    setFields,
    errors,
    rules,
    accepting,
    decisions: decisions.data,
    // Whether accepting needs a reason is the API's to say: wait for it before confirming.
    waiting: accepting && decisions.isPending,
    busy: change.isPending,
    confirm,
  };
}
