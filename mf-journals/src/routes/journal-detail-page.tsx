import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@colophon/shared/router';
import { DeleteJournalButton } from '../features/journal-delete/components/delete-journal-button';
import { JournalDetail } from '../features/journal-detail/components/journal-detail';
import { JournalLoader } from '../features/journal-detail/components/journal-loader';
import { JournalTeamTab } from '../features/journal-team/components/journal-team-tab';

export function JournalDetailPage() {
  const { t } = useTranslation('journals');
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <JournalLoader id={id} title={t('detail.title')}>
      {(journal) => (
        <JournalDetail
          journal={journal}
          teamTab={<JournalTeamTab journalId={journal.id} />}
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
