import { useTranslation } from 'react-i18next';
import { PageHeader } from '@colophon/shared';
import { JournalForm } from '../features/journal-form/components/journal-form';
import { ManageOnly } from '../components/manage-only';

export function JournalCreatePage() {
  const { t } = useTranslation('journals');
  return (
    <ManageOnly>
      <PageHeader
        title={t('form.createTitle')}
        subtitle={t('form.createSubtitle')}
        back="/journals"
        backLabel={t('actions.backToJournals')}
      />
      <JournalForm />
    </ManageOnly>
  );
}
