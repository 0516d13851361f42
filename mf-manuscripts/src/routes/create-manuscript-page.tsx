import { useTranslation } from 'react-i18next';
import { PageHeader } from '@colophon/shared';
import { ManuscriptForm } from '../features/manuscript-form/components/manuscript-form';

export function CreateManuscriptPage() {
  const { t } = useTranslation('manuscripts');
  return (
    <>
      <PageHeader
        title={t('form.createTitle')}
        subtitle={t('form.createSubtitle')}
        back="/manuscripts"
        backLabel={t('actions.backToManuscripts')}
      />
      <ManuscriptForm mode="create" />
    </>
  );
}
