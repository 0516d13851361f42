import { useTranslation } from 'react-i18next';
import { PageHeader } from '@colophon/shared';
import { JournalForm } from '../features/journals/components/form/journal-form';
import { ManageOnly } from './manage-only';

export function JournalCreatePage() {
  const { t } = useTranslation('journals');
  return (
    <>
      <PageHeader
        title={t('form.createTitle')}
        subtitle={t('form.createSubtitle')}
        back="/journals"
        backLabel={t('actions.backToJournals')}
      />
      <ManageOnly>
        <JournalForm />
      </ManageOnly>
    </>
  );
}
