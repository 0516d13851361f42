import { useState } from 'react';
import { type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { listLanding, type UnsavedChangesGuard, useNotify } from '@colophon/shared';
import {
  journalFormSchema,
  type Journal,
  type JournalFormValues,
  type JournalPayload,
} from '@colophon/shared/contracts';
import { useCreateJournal } from '../api/create-journal';
import { useUpdateJournal } from '../api/update-journal';
import { changedFields } from '../lib/changed-fields';
import { JOURNAL_FORM_FIELDS } from '../lib/form-layout';
import { applySaveFailure } from '../lib/save-failure';

interface SaveJournalOptions {
  /** The journal being edited; none when creating. */
  journal?: Journal;
  /** The form's values when it opened (an edit sends only what differs from them). */
  initialValues: JournalFormValues;
  isStaff: boolean;
  setError: UseFormSetError<JournalFormValues>;
  guard: UnsavedChangesGuard;
}

/**
 * Saves the form: create or update, then a success toast and back to the list
 * with the saved journal on its first page, highlighted.
 */
export function useSaveJournal({
  journal,
  initialValues,
  isStaff,
  setError,
  guard,
}: SaveJournalOptions) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateJournal();
  const update = useUpdateJournal();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // What the form started from, in payload form (parsed once: the journal may refetch meanwhile).
  const [initialPayload] = useState(() => {
    const parsed = journalFormSchema.safeParse(initialValues);
    return parsed.success ? parsed.data : {};
  });

  const save = async (values: JournalPayload) => {
    setOtherErrors([]);
    // Admin notes are internal: a reader who cannot see them never sends them.
    const payload: JournalPayload = { ...values };
    if (!isStaff) delete payload.admin_notes;
    try {
      let savedId: number;
      if (journal) {
        await update.mutateAsync({
          id: journal.id,
          payload: changedFields(initialPayload, payload),
        });
        savedId = journal.id;
      } else {
        savedId = (await create.mutateAsync(payload)).data.id;
      }
      notify.success(t(journal ? 'form.updated' : 'form.created'));
      guard.release();
      // Back to the list, latest changes first, so the saved journal is on page 1, marked.
      void navigate(listLanding('/journals', savedId));
    } catch (error) {
      const failure = applySaveFailure(setError, error, JOURNAL_FORM_FIELDS);
      setOtherErrors(failure.otherErrors);
      notify.error(
        failure.kind === 'validation'
          ? t('common:messages.validationErrors')
          : (failure.serverMessage ?? t('form.saveFailed')),
      );
    }
  };

  return { save, otherErrors };
}
