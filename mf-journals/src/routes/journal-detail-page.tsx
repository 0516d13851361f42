import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { JournalDetail } from '../features/journals/components/detail/journal-detail';
import { JournalLoader } from '../features/journals/components/journal-loader';

export function JournalDetailPage() {
  const { t } = useTranslation('journals');
  const { id } = useParams();
  return (
    <JournalLoader id={id} title={t('detail.title')}>
      {(journal) => <JournalDetail journal={journal} />}
    </JournalLoader>
  );
}
