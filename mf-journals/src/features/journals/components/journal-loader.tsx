import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@colophon/shared/antd';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  toApiError,
  useErrorToast,
} from '@colophon/shared';
import { useJournal } from '../api/get-journal';
import { parseJournalId } from '../lib/journal-id';
import { type Journal } from '../types';

interface JournalLoaderProps {
  /** The `:id` of the route. */
  id: string | undefined;
  /** The page title while the journal loads or when it cannot be shown. */
  title: string;
  children: (journal: Journal) => ReactNode;
}

/** Loads a journal for a page: loading, 'Journal not found' and 'Failed to load journal' states (spec §8). */
export function JournalLoader({ id: rawId, title, children }: JournalLoaderProps) {
  const { t } = useTranslation('journals');
  const id = parseJournalId(rawId);
  const journal = useJournal(id ?? 0, id !== null);
  const notFound = id === null || (journal.isError && toApiError(journal.error).status === 404);
  useErrorToast(journal.isError && !notFound, journal.errorUpdatedAt, t('errors.load'));

  if (journal.data) return <>{children(journal.data)}</>;

  const header = (
    <PageHeader title={title} back="/journals" backLabel={t('actions.backToJournals')} />
  );
  if (notFound) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            title={t('errors.notFound')}
            description={t('errors.notFoundHint')}
            action={
              <ButtonLink to="/journals" type="primary">
                {t('actions.backToJournals')}
              </ButtonLink>
            }
          />
        </Card>
      </>
    );
  }
  if (journal.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('errors.load')} onRetry={() => void journal.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      <LoadingState label={t('detail.loading')} />
    </>
  );
}
