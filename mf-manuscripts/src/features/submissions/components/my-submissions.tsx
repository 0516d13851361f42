import { useTranslation } from 'react-i18next';
import { EyeOutlined } from '@colophon/shared/antd';
import {
  ButtonLink,
  ErrorState,
  formatManuscriptId,
  useErrorToast,
  useListParams,
} from '@colophon/shared';
import { ManuscriptsTable } from '../../../components/manuscripts-table';
import { useMySubmissions } from '../api/get-my-submissions';
import { MANUSCRIPT_SORT, sortParams } from '../../../lib/manuscript-sort';
import { SUBMISSIONS_PER_PAGE, type SubmissionsParams } from '../lib/submissions-params';

/** The signed-in user's own manuscripts, each with a View button; sortable, and where an author's save lands. */
export function MySubmissions() {
  const { t } = useTranslation('manuscripts');
  const list = useListParams({ per_page: SUBMISSIONS_PER_PAGE, sort: MANUSCRIPT_SORT });
  const params: SubmissionsParams = {
    page: list.page,
    perPage: list.per_page,
    ...sortParams(list.query),
  };
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
    <ManuscriptsTable
      query={submissions}
      paging={list}
      caption={t('submissions.caption')}
      emptyText={t('submissions.empty')}
      actions={(manuscript) => (
        <ButtonLink
          to={`/manuscripts/${manuscript.id}`}
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('submissions.viewNamed', { id: formatManuscriptId(manuscript.id) })}
        >
          {t('submissions.view')}
        </ButtonLink>
      )}
    />
  );
}
