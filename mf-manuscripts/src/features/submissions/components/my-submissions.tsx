import { useTranslation } from 'react-i18next';
import { ErrorState, useListParams, useErrorToast } from '@colophon/shared';
import { useMySubmissions } from '../api/get-my-submissions';
import { SUBMISSIONS_PER_PAGE, type SubmissionsParams } from '../types';
import { SubmissionsTable } from './submissions-table';

/** The signed-in user's own manuscripts. */
export function MySubmissions() {
  const { t } = useTranslation('manuscripts');
  const list = useListParams({ per_page: SUBMISSIONS_PER_PAGE });
  const params: SubmissionsParams = { page: list.page, perPage: list.per_page };
  const submissions = useMySubmissions(params);
  useErrorToast(submissions.isError, submissions.errorUpdatedAt, t('errors.fetchSubmissions'));

  if (submissions.isError) {
    return (
      <ErrorState
        message={t('errors.fetchSubmissions')}
        onRetry={() => void submissions.refetch()}
      />
    );
  }
  return (
    <SubmissionsTable
      result={submissions.data}
      loading={submissions.isPending || (submissions.isFetching && submissions.isPlaceholderData)}
      page={params.page}
      perPage={params.perPage}
      onPageChange={list.setPagination}
    />
  );
}
