// The letter box of a decision starts from the journal's template: choosing
// the decision, the letter's language, the reviews to release or the due date
// fetches the letter again. It fills the box unless the editor has written in
// it; then the editor is asked before their words are replaced.
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  type LetterDecision,
  type LetterDraftInput,
  type LetterLocale,
  type ReviewReleaseInput,
  revisionDueSchema,
} from '@colophon/shared/contracts';
import { getLetterDraftQueryOptions } from '../api/get-letter-draft';
import { kindOf } from '../lib/letter-choices';
import { type StepFields } from '../lib/step-fields';
import { useDebouncedValue } from './use-debounced-value';

interface LetterDraftOptions {
  manuscriptId: number;
  /** The decision chosen; null when the step sends no letter from a template. */
  choice: LetterDecision | null;
  /** The reviews the decision would release (undefined: it releases none). */
  reviews: ReviewReleaseInput[] | undefined;
  /** The round's reviews are known (a releasing decision waits for them). */
  ready: boolean;
  form: UseFormReturn<StepFields>;
}

/** Typing in a review's text for the author asks for a new letter once the typing pauses. */
const TYPING_PAUSE_MS = 500;

/** Which reviews go, without their texts. */
const switches = (reviews: ReviewReleaseInput[] | undefined) =>
  JSON.stringify(reviews?.map(({ id, release }) => [id, release]) ?? null);

export function useLetterDraft({ manuscriptId, choice, reviews, ready, form }: LetterDraftOptions) {
  const [locale, setLocale] = useState<LetterLocale | undefined>();
  // A new letter waiting for the editor's yes, when they had written in the box.
  const [replacement, setReplacement] = useState<string | null>(null);
  // The letter the template last put in the box: the box is the editor's own once it differs.
  const filled = useRef('');
  // Switching a review on or off asks at once; typing waits for a pause.
  const typed = useDebouncedValue(reviews, TYPING_PAUSE_MS);
  const released = switches(typed) === switches(reviews) ? typed : reviews;
  const dueDay = form.watch('revision_due');
  const revision = kindOf(choice) !== null;
  const validDay = dueDay !== '' && revisionDueSchema.safeParse(dueDay).success;

  const input: LetterDraftInput = {
    decision: choice ?? 'accept',
    ...(locale ? { locale } : {}),
    ...(released ? { reviews: released } : {}),
    ...(revision && validDay ? { revision_due_at: dueDay } : {}),
  };
  const query = useQuery({
    ...getLetterDraftQueryOptions(manuscriptId, input),
    enabled: choice !== null && ready,
  });
  const draft = choice !== null && !query.isPlaceholderData ? query.data : undefined;

  useEffect(() => {
    if (!draft) return;
    const current = form.getValues('letter');
    if (current === draft.body) return;
    if (current.trim() === '' || current === filled.current) {
      filled.current = draft.body;
      form.setValue('letter', draft.body);
      form.clearErrors('letter');
      setReplacement(null);
    } else {
      setReplacement(draft.body);
    }
    // The draft is the trigger; the form is the same object throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  return {
    draft,
    /** The letter's language: the one chosen, else the one the API picked (the author's). */
    locale: locale ?? draft?.locale ?? query.data?.locale,
    setLocale,
    loading: choice !== null && (!ready || query.isFetching),
    failed: choice !== null && query.isError,
    retry: () => void query.refetch(),
    replacement,
    replace: () => {
      if (replacement === null) return;
      filled.current = replacement;
      form.setValue('letter', replacement);
      form.clearErrors('letter');
      setReplacement(null);
    },
    keep: () => setReplacement(null),
    /** The due date the decision sends: the editor's day, else the letter's (the journal's default). */
    dueDay: dueDay || (draft?.revision_due_at ?? query.data?.revision_due_at)?.slice(0, 10) || '',
    reset: () => {
      filled.current = '';
      setLocale(undefined);
      setReplacement(null);
    },
  };
}
