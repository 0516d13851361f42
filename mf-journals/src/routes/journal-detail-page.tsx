import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@colophon/shared/router';
import { useCan } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';
import { DeleteJournalButton } from '../features/journal-delete/components/delete-journal-button';
import { JournalDetail } from '../features/journal-detail/components/journal-detail';
import { JournalLoader } from '../features/journal-detail/components/journal-loader';
import { JournalTeamTab } from '../features/journal-team/components/journal-team-tab';
import { JournalRemindersTab } from '../features/journal-reminders/components/journal-reminders-tab';
import { JournalLettersTab } from '../features/letter-templates/components/journal-letters-tab';
import { useLetterAccess } from '../features/letter-templates/hooks/use-letter-access';
import { ReviewFormTab } from '../features/review-form/components/review-form-tab';

export function JournalDetailPage() {
  const { t } = useTranslation('journals');
  const { id } = useParams();
  const navigate = useNavigate();
  // The reminder schedule is the editors' business (the API answers 403 to anyone else).
  const isStaff = useCan('journals.staffView');
  // Letters: administrators and the journal's editors-in-chief.
  const mayEditLetters = useLetterAccess(parseId(id));
  return (
    <JournalLoader id={id} title={t('detail.title')}>
      {(journal) => (
        <JournalDetail
          journal={journal}
          teamTab={<JournalTeamTab journalId={journal.id} />}
          remindersTab={isStaff && <JournalRemindersTab journalId={journal.id} />}
          lettersTab={mayEditLetters && <JournalLettersTab journalId={journal.id} />}
          // Staff read the review form; its editors-in-chief and administrators change it (the API says which).
          reviewFormTab={isStaff && <ReviewFormTab journalId={journal.id} />}
          deleteAction={
            <DeleteJournalButton
              journal={journal}
              variant="button"
              onDeleted={() => void navigate('/journals')}
            />
          }
        />
      )}
    </JournalLoader>
  );
}
