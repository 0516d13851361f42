import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { formatManuscriptId } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';
import { ManuscriptDetail } from '../features/manuscript-detail/components/manuscript-detail';
import { ManuscriptLoader } from '../features/manuscript-detail/components/manuscript-loader';

export function ManuscriptDetailPage() {
  const { t } = useTranslation('manuscripts');
  const id = parseId(useParams().id);
  return (
    <ManuscriptLoader id={id} title={id === null ? t('list.title') : formatManuscriptId(id)}>
      {(manuscript) => <ManuscriptDetail manuscript={manuscript} />}
    </ManuscriptLoader>
  );
}
