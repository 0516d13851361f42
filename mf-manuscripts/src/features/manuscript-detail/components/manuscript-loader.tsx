import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordLoader } from '@colophon/shared';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useManuscript } from '../api/get-manuscript';

interface ManuscriptLoaderProps {
  /** The route's id as parseId read it; null (not an id) shows not found and calls nothing. */
  id: number | null;
  /** The page title while the manuscript loads or when it cannot be shown. */
  title: string;
  children: (manuscript: ManuscriptDetail) => ReactNode;
}

/**
 * Loads a manuscript for a page: loading, 'Manuscript not found' (a 404 is
 * also what the API answers for a manuscript that is not the reader's to see)
 * and 'Failed to load manuscript' with Retry.
 */
export function ManuscriptLoader({ id, title, children }: ManuscriptLoaderProps) {
  const { t } = useTranslation('manuscripts');
  const manuscript = useManuscript(id);
  return (
    <RecordLoader
      query={manuscript}
      id={id}
      title={title}
      back={{ to: '/manuscripts', label: t('actions.backToManuscripts') }}
      texts={{
        notFound: t('errors.notFound'),
        notFoundHint: t('errors.notFoundHint'),
        loadFailed: t('errors.load'),
        loading: t('detail.loading'),
      }}
    >
      {children}
    </RecordLoader>
  );
}
