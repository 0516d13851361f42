import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '@colophon/shared/antd';
import {
  FilterBar,
  useNarrowScreen,
  withAllOption,
  ErrorState,
  toApiError,
  useAuthStore,
  useCan,
  useErrorToast,
  useNotify,
} from '@colophon/shared';
import { failureText } from '../../../lib/failure-text';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useReviewAssignments } from '../api/get-review-assignments';
import { useAssignmentsListParams } from '../hooks/use-assignments-list-params';
import { type ReviewAssignment } from '@colophon/shared/contracts';
import { ASSIGNMENT_FILTERS, knownStatus } from '../lib/assignment-filters';
import { AssignmentActions } from './assignment-actions';
import { AssignmentsTable } from './assignments-table';
import { DeclineInvitationDialog } from './decline-invitation-dialog';

/** A reviewer's invitations and reviews (everyone's, for editors), filtered by status in the URL. */
export function ReviewAssignments() {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const userId = useAuthStore((state) => state.user?.id);
  const seesAll = useCan('manuscripts.viewAll');
  const { params, list } = useAssignmentsListParams();
  const assignments = useReviewAssignments(params);
  useErrorToast(assignments.isError, assignments.errorUpdatedAt, t('assignments.loadFailed'));
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState<ReviewAssignment | null>(null);
  // Six statuses side by side are wider than a phone: there they are a select.
  const narrow = useNarrowScreen();
  const statusOptions = ASSIGNMENT_FILTERS.map((value) => ({
    value,
    label: t(`assignments.filters.${value}`),
  }));
  const setStatus = (value: string) => list.setFilter('status', knownStatus(value));

  const respond = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
      return true;
    } catch (error) {
      notify.error(failureText(toApiError(error), t('assignments.respondFailed')));
      return false;
    }
  };

  return (
    <>
      <FilterBar
        search={{
          value: params.search,
          onSearch: list.setSearch,
          label: t('assignments.searchLabel'),
          placeholder: seesAll
            ? t('assignments.searchPlaceholderAll')
            : t('assignments.searchPlaceholder'),
        }}
        selects={
          narrow
            ? [
                {
                  label: t('assignments.filterLabel'),
                  value: params.status,
                  options: withAllOption(t('assignments.filters.all'), statusOptions),
                  onChange: setStatus,
                },
              ]
            : []
        }
      >
        {!narrow && (
          <Segmented
            aria-label={t('assignments.filterLabel')}
            value={params.status || 'all'}
            onChange={(value) => setStatus(String(value))}
            options={[{ value: 'all', label: t('assignments.filters.all') }, ...statusOptions]}
          />
        )}
      </FilterBar>
      {assignments.isError ? (
        <ErrorState
          message={t('assignments.loadFailed')}
          onRetry={() => void assignments.refetch()}
        />
      ) : (
        <AssignmentsTable
          query={assignments}
          params={params}
          paging={list}
          showReviewer={seesAll}
          actions={(assignment) => (
            <AssignmentActions
              assignment={assignment}
              mine={assignment.reviewer?.id === userId}
              busy={accept.isPending && accept.variables === assignment.id}
              onAccept={() =>
                void respond(() => accept.mutateAsync(assignment.id), t('assignments.accepted'))
              }
              onDecline={() => setDeclining(assignment)}
            />
          )}
        />
      )}
      <DeclineInvitationDialog
        manuscriptId={declining?.manuscript.id ?? null}
        busy={decline.isPending}
        onCancel={() => setDeclining(null)}
        onConfirm={(reason) => {
          if (!declining) return;
          void respond(
            () => decline.mutateAsync({ id: declining.id, reason }),
            t('assignments.declined'),
          ).then((ok) => ok && setDeclining(null));
        }}
      />
    </>
  );
}
