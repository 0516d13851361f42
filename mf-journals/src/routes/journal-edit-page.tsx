import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { PageHeader } from '@colophon/shared';
import { JournalForm } from '../features/journal-form/components/journal-form';
import { JournalLoader } from '../features/journal-detail/components/journal-loader';
import { ManageOnly } from '../components/manage-only';

export function JournalEditPage() {
  const { t } = useTranslation('journals');
  const { id } = useParams();
  return (
    // Checked before the journal is loaded: someone who may not edit gets the access screen only.
    <ManageOnly>
      <JournalLoader id={id} title={t('form.editTitle')}>
        {(journal) => (
          <>
            <PageHeader
              title={t('form.editTitle')}
              subtitle={journal.title}
              back={`/journals/${journal.id}`}
              backLabel={t('actions.backToJournal')}
            />
            {/* A new form per journal: the form reads its values once. */}
            <JournalForm key={journal.id} journal={journal} />
          </>
        )}
      </JournalLoader>
    </ManageOnly>
  );
}
