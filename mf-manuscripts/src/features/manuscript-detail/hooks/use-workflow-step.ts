// The open workflow step of the detail page: its fields, what it requires and
// the call that takes it (a decision of the editor-in-chief, or a status change).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Resolver } from 'react-hook-form';
import { LETTER_DECISION_DETAILS, type LetterDecision } from '@colophon/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useDialogForm } from '../../../hooks/use-dialog-form';
import { useChangeStatus } from '../api/change-status';
import { useDecisions } from '../api/get-decisions';
import { getReviewRoundsQueryOptions, useReviewRounds } from '../api/get-review-rounds';
import { manuscriptDetailKeys } from '../api/query-keys';
import { decisionFor, letterAllowed, letterRequired, stepErrors } from '../lib/decision-rules';
import { choiceOf, kindOf, letterChoices, statusOf } from '../lib/letter-choices';
import {
  latestRound,
  releasableReviews,
  releasePayload,
  releases,
  type ReleaseChoice,
  type ReleaseChoices,
} from '../lib/review-release';
import { type StepFields, type StepRules } from '../lib/step-fields';
import { type WorkflowAction, workflowActions } from '../lib/workflow-actions';
import { useLetterDraft } from './use-letter-draft';

/** Today as a date input holds it (yyyy-mm-dd, local). */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const emptyFields = (): StepFields => ({
  letter: '',
  internal_note: '',
  reason: '',
  doi: '',
  published_at: today(),
  revision_due: '',
});

/**
 * Where the API's error keys land. `notes` is what the status call used to
 * call the letter (a revision request or rejection without one): the letter
 * field when the step has one, else the note.
 */
const fieldOf = (key: string, askLetter: boolean): keyof StepFields | undefined => {
  const fields: Record<string, keyof StepFields> = {
    letter: 'letter',
    notes: askLetter ? 'letter' : 'internal_note',
    internal_note: 'internal_note',
    reason: 'reason',
    doi: 'doi',
    published_at: 'published_at',
    revision_due_at: 'revision_due',
  };
  return fields[key];
};

export function useWorkflowStep(manuscript: ManuscriptDetail) {
  const { t } = useTranslation('manuscripts');
  const queryClient = useQueryClient();
  const change = useChangeStatus();
  const [pending, setPending] = useState<WorkflowAction | null>(null);
  const [reasonAsked, setReasonAsked] = useState(false);
  const [choices, setChoices] = useState<ReleaseChoices>({});
  // The decision as the editor chose it (minor or major revisions, accept, …): its letter.
  const [choice, setChoice] = useState<LetterDecision | null>(null);

  const decision = pending
    ? choice
      ? LETTER_DECISION_DETAILS[choice].decision
      : decisionFor(manuscript.status, pending.status, manuscript.allowed_decisions)
    : null;
  // A decision closing the round: its reviews come first, each to release or keep.
  const releasing = releases(decision);
  // Accepting: the API says whether a reason is needed.
  const accepting = decision === 'accept';
  const decisions = useDecisions(manuscript.id, releasing);
  const rounds = useReviewRounds(manuscript.id, releasing);
  const round = latestRound(rounds.data?.data);
  const rules: StepRules = {
    askLetter: pending !== null && letterAllowed(manuscript.status, pending.status),
    letterRequired: pending !== null && letterRequired(pending.status, decision),
    reasonRequired: accepting && (reasonAsked || decisions.data?.meta.accept_needs_reason === true),
    askPublication: decision === 'publish',
    askRevision: kindOf(choice) !== null,
  };
  // The resolver checks against the rules of the step open when it runs.
  const rulesNow = useRef(rules);
  rulesNow.current = rules;
  const resolver: Resolver<StepFields> = async (values) => {
    const found = stepErrors(values, rulesNow.current);
    const keys = Object.keys(found) as (keyof typeof found)[];
    if (keys.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        keys.map((key) => [key, { type: 'validate', message: found[key] }]),
      ),
    };
  };

  // Every submitted review of the open round with the editor's choice (after a closed
  // round, none: what was kept back then stays with the editors).
  const released =
    releasing && round ? releasePayload(releasableReviews(round), choices) : undefined;

  const { form, send, close } = useDialogForm<StepFields, StepFields>({
    resolver,
    defaultValues: emptyFields(),
    submit: (fields) =>
      change.mutateAsync({
        manuscript,
        status: pending!.status,
        letter: rules.askLetter ? fields.letter : '',
        internalNote: fields.internal_note,
        decision,
        reviews: released,
        ...(rules.askRevision
          ? { revisionKind: kindOf(choice) ?? undefined, revisionDue: letter.dueDay }
          : {}),
        reason: rules.reasonRequired ? fields.reason : undefined,
        doi: fields.doi,
        publishedAt: fields.published_at,
      }),
    serverErrors: {
      mode: 'first',
      fields: (key) => fieldOf(key, rulesNow.current.askLetter),
      shouldFocus: false,
    },
    onError: async ({ apiError, applied, unmapped }) => {
      // The API asks for a reason the screen did not know was needed: show the field.
      if (applied.includes('reason')) setReasonAsked(true);
      if (applied.length > 0) return;
      // The round changed meanwhile (a review came in): show it again, the dialog stays open.
      if (Object.keys(unmapped).some((key) => key.startsWith('reviews'))) {
        await queryClient.invalidateQueries({
          queryKey: getReviewRoundsQueryOptions(manuscript.id).queryKey,
        });
        return;
      }
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
    onClose: () => {
      setPending(null);
      setChoice(null);
    },
  });

  const letter = useLetterDraft({
    manuscriptId: manuscript.id,
    choice,
    reviews: released,
    ready: !releasing || rounds.isSuccess,
    form,
  });

  const open = (action: WorkflowAction) => {
    form.reset(emptyFields());
    setReasonAsked(false);
    setChoices({});
    letter.reset();
    setChoice(
      choiceOf(decisionFor(manuscript.status, action.status, manuscript.allowed_decisions)),
    );
    setPending(action);
  };

  /** Another decision in the dialog: its status, its letter; what was written stays. */
  const choose = (next: LetterDecision) => {
    const action = workflowActions(manuscript.allowed_transitions).find(
      (a) => a.status === statusOf(next),
    );
    if (!action) return;
    setChoice(next);
    setPending(action);
  };

  return {
    pending,
    open,
    close,
    form,
    rules,
    accepting,
    releasing,
    decisions: decisions.data,
    round,
    rounds,
    choices,
    choose: (id: number, release: ReleaseChoice) =>
      setChoices((current) => ({ ...current, [id]: release })),
    choice,
    /** The decisions offered in the dialog (only when there is more than one to choose from). */
    letterChoices: choice ? letterChoices(manuscript.allowed_decisions) : [],
    chooseDecision: choose,
    letter,
    // Whether accepting needs a reason is the API's to say, and the editor chooses about every
    // review of the round: wait for both before confirming.
    waiting:
      (accepting && decisions.isPending) || (releasing && (rounds.isPending || rounds.isError)),
    busy: change.isPending,
    confirm: send,
  };
}
