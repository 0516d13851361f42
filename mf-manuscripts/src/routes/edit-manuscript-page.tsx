import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { parseId } from '@colophon/shared/contracts';
import { ManuscriptLoader } from '../features/manuscript-detail/components/manuscript-loader';
import { EditManuscript } from '../features/manuscript-form/components/edit-manuscript';

export function EditManuscriptPage() {
  const { t } = useTranslation('manuscripts');
  const id = parseId(useParams().id);
  return (
    <ManuscriptLoader id={id} title={t('form.editTitle')}>
      {(manuscript) => <EditManuscript manuscript={manuscript} />}
    </ManuscriptLoader>
  );
}
