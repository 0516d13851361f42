import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@colophon/shared/antd';
import {
  ConfirmDialog,
  formatManuscriptId,
  toApiError,
  useMessageText,
  useNotify,
} from '@colophon/shared';
import { FieldFrame } from '@colophon/shared/forms';
import { invitationCreateSchema } from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { useReviewerCandidates } from '../api/get-reviewer-candidates';
import { useInviteReviewer } from '../api/invite-reviewer';
import { defaultDueDate } from '../lib/due-date';
import { ReviewerCandidateList } from './reviewer-candidate-list';

interface InviteReviewersDialogProps {
  manuscriptId: number;
  open: boolean;
  onClose: () => void;
}

/** Invites reviewers to the open round: the suggested ones first, then the search's; one due date. */
export function InviteReviewersDialog({ manuscriptId, open, onClose }: InviteReviewersDialogProps) {
  const { t } = useTranslation('manuscripts');
  const text = useMessageText();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dueDate, setDueDate] = useState(defaultDueDate);
  const [errors, setErrors] = useState<{ reviewers?: string; due_date?: string }>({});
  const candidates = useReviewerCandidates(manuscriptId, search, open);
  const invite = useInviteReviewer();

  // Suggested first (best fit first), then the rest of the search's matches.
  const { list, suggestedIds } = useMemo(() => {
    const suggested = candidates.data?.suggested ?? [];
    const ids = new Set(suggested.map((c) => c.id));
    const rest = (candidates.data?.data ?? []).filter((c) => !ids.has(c.id));
    const matches = search.trim()
      ? suggested.filter((c) => (candidates.data?.data ?? []).some((d) => d.id === c.id))
      : suggested;
    return { list: [...matches, ...rest], suggestedIds: ids };
  }, [candidates.data, search]);

  const close = () => {
    setSearch('');
    setSelected(new Set());
    setDueDate(defaultDueDate());
    setErrors({});
    onClose();
  };
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = async () => {
    const found: typeof errors = {};
    if (selected.size === 0) found.reviewers = t('invite.chooseOne');
    const due = invitationCreateSchema.shape.due_date.safeParse(dueDate);
    if (!due.success) found.due_date = text(due.error.issues[0]?.message);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // One call per reviewer: each invited one leaves the selection, a refused one stays.
    for (const reviewerId of selected) {
      try {
        await invite.mutateAsync({
          manuscriptId,
          invitation: { reviewer_id: reviewerId, due_date: dueDate },
        });
        setSelected((previous) => {
          const next = new Set(previous);
          next.delete(reviewerId);
          return next;
        });
      } catch (error) {
        const apiError = toApiError(error);
        const message = apiError.errors.due_date?.[0];
        if (message) setErrors({ due_date: text(message) });
        notify.error(failureText(apiError, t('invite.failed')));
        return;
      }
    }
    notify.success(t('invite.sent', { count: selected.size }));
    close();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('invite.title', { id: formatManuscriptId(manuscriptId) })}
      confirmText={t('invite.send')}
      loading={invite.isPending}
      onConfirm={() => void send()}
      onCancel={close}
    >
      <Form layout="vertical" component={false}>
        <Input.Search
          aria-label={t('invite.search')}
          placeholder={t('invite.searchPlaceholder')}
          allowClear
          onSearch={(value) => setSearch(value.trim())}
          style={{ marginBlockEnd: 8 }}
        />
        <FieldFrame id="invite-reviewers" label={t('invite.reviewers')} error={errors.reviewers}>
          <ReviewerCandidateList
            candidates={list}
            suggestedIds={suggestedIds}
            selected={selected}
            onToggle={toggle}
            loading={candidates.isPending && open}
          />
        </FieldFrame>
        <FieldFrame
          id="invite-due-date"
          label={t('invite.dueDate')}
          error={errors.due_date}
          extra={t('invite.dueDateHelp')}
        >
          {(a11y) => (
            <Input
              {...a11y}
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              style={{ maxInlineSize: 200 }}
            />
          )}
        </FieldFrame>
      </Form>
    </ConfirmDialog>
  );
}
