// The open workflow step of the detail page: its fields, what it requires and
// the call that takes it (a decision of the editor-in-chief, or a status change).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useDialogForm } from '../../../hooks/use-dialog-form';
import { useChangeStatus } from '../api/change-status';
import { useDecisions } from '../api/get-decisions';
import { manuscriptDetailKeys } from '../api/query-keys';
import { decisionFor, letterRequired, stepErrors } from '../lib/decision-rules';
import { type WorkflowAction } from '../lib/workflow-actions';
import { type StepFields, type StepRules } from '../components/status-change-dialog';

/** Today as a date input holds it (yyyy-mm-dd, local). */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const emptyFields = (): StepFields => ({ notes: '', reason: '', doi: '', published_at: today() });

/** Where the API's error keys land: the letter is the notes field. */
const FIELD_OF: Record<string, keyof StepFields> = {
  letter: 'notes',
  notes: 'notes',
  reason: 'reason',
  doi: 'doi',
  published_at: 'published_at',
};

export function useWorkflowStep(manuscript: ManuscriptDetail) {
  const { t } = useTranslation('manuscripts');
  const queryClient = useQueryClient();
  const change = useChangeStatus();
  const [pending, setPending] = useState<WorkflowAction | null>(null);
  const [reasonAsked, setReasonAsked] = useState(false);

  const decision = pending
    ? decisionFor(manuscript.status, pending.status, manuscript.allowed_decisions)
    : null;
  // Accepting: the round's reviews come first, and the API says whether a reason is needed.
  const accepting = decision === 'accept';
  const decisions = useDecisions(manuscript.id, accepting);
  const rules: StepRules = {
    letterRequired: pending !== null && letterRequired(pending.status, decision),
    reasonRequired: accepting && (reasonAsked || decisions.data?.meta.accept_needs_reason === true),
    askPublication: decision === 'publish',
  };
  // The resolver checks against the rules of the step open when it runs.
  const rulesNow = useRef(rules);
  rulesNow.current = rules;
  const resolver: Resolver<StepFields> = async (values) => {
    const found = stepErrors(values, rulesNow.current);
    const keys = Object.keys(found) as (keyof StepFields)[];
    if (keys.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        keys.map((key) => [key, { type: 'validate', message: found[key] }]),
      ),
    };
  };

  const { form, send, close } = useDialogForm<StepFields, StepFields>({
    resolver,
    defaultValues: emptyFields(),
    submit: (fields) =>
      change.mutateAsync({
        manuscript,
        status: pending!.status,
        notes: fields.notes,
        decision,
        reason: rules.reasonRequired ? fields.reason : undefined,
        doi: fields.doi,
        publishedAt: fields.published_at,
      }),
    serverErrors: { mode: 'first', fields: (key) => FIELD_OF[key], shouldFocus: false },
    onError: async ({ apiError, applied }) => {
      // The API asks for a reason the screen did not know was needed: show the field.
      if (applied.includes('reason')) setReasonAsked(true);
      if (applied.length > 0) return;
      // Someone else moved it meanwhile (409), or the step is no longer allowed (422): show the current state.
      if (apiError.status === 409 || apiError.status === 422) {
        setPending(null);
        await queryClient.invalidateQueries({
          queryKey: manuscriptDetailKeys.detail(manuscript.id),
        });
      }
    },
    success: t('workflow.success', {
      status: pending ? t(`statuses.${pending.status}`) : '',
    }),
    failure: t('workflow.failure'),
    onClose: () => setPending(null),
  });

  const open = (action: WorkflowAction) => {
    form.reset(emptyFields());
    setReasonAsked(false);
    setPending(action);
  };

  return {
    pending,
    open,
    close,
    form,
    rules,
    accepting,
    decisions: decisions.data,
    // Whether accepting needs a reason is the API's to say: wait for it before confirming.
    waiting: accepting && decisions.isPending,
    busy: change.isPending,
    confirm: send,
  };
}
