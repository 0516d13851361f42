import { useTranslation } from 'react-i18next';
import { ManuscriptForm } from '../features/manuscript-form/components/manuscript-form';

export function CreateManuscriptPage() {
  const { t } = useTranslation('manuscripts');
  return (
    <ManuscriptForm
      mode="create"
      title={t('form.createTitle')}
      subtitle={t('form.createSubtitle')}
      backTo="/manuscripts"
      backLabel={t('actions.backToManuscripts')}
    />
  );
}
