import { useTranslation } from 'react-i18next';
import { Flex } from '@colophon/shared/antd';
import { EmptyState, ErrorState, LoadingState } from '@colophon/shared';
import { type Publication } from '@colophon/shared/contracts';
import { PublicationCard } from './publication-card';

interface PublicationsTabProps {
  publications: Publication[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The user's publications as cards; a deleted user's are not fetched and show as none. */
export function PublicationsTab({ publications, loading, failed, onRetry }: PublicationsTabProps) {
  const { t } = useTranslation('users');
  if (loading) return <LoadingState label={t('publications.loading')} />;
  if (failed) return <ErrorState message={t('publications.loadFailed')} onRetry={onRetry} />;
  if (publications.length === 0) return <EmptyState description={t('publications.empty')} />;
  return (
    <Flex vertical gap={12}>
      {publications.map((publication) => (
        <PublicationCard key={publication.id} publication={publication} />
      ))}
    </Flex>
  );
}
