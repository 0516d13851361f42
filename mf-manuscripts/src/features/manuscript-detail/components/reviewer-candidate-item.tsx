import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, Tag, Typography } from '@colophon/shared/antd';
import { isolate, UserText, VisuallyHidden } from '@colophon/shared';
import { type ReviewerCandidate } from '@colophon/shared/contracts';
import { CandidateConflicts } from './candidate-conflicts';
import { CandidateReasons } from './candidate-reasons';
import { CandidateTrackRecord } from './candidate-track-record';

interface ReviewerCandidateItemProps {
  candidate: ReviewerCandidate;
  /** Ranked by the finder (the reasons are shown; a search hit without a match shows none). */
  suggested: boolean;
  checked: boolean;
  onToggle: (candidate: ReviewerCandidate) => void;
  /** The journal's maximum of open reviews per reviewer (null: none). */
  maxOpenReviews: number | null;
}

/**
 * One candidate with what the editor weighs: fit and its reasons, conflicts of
 * interest, the authors' suggestion, load and track record. The checkbox's
 * description carries the fit, the reasons and the conflicts, so a screen
 * reader announces them with the name.
 */
export const ReviewerCandidateItem = memo(function ReviewerCandidateItem({
  candidate,
  suggested,
  checked,
  onToggle,
  maxOpenReviews,
}: ReviewerCandidateItemProps) {
  const { t } = useTranslation('manuscripts');
  const base = `candidate-${candidate.id}`;
  const conflicted = candidate.conflicts.length > 0;
  const describedBy = [
    candidate.fit > 0 && `${base}-fit`,
    suggested && `${base}-why`,
    candidate.author_suggested && `${base}-authors`,
    conflicted && `${base}-conflicts`,
    `${base}-load`,
  ]
    .filter(Boolean)
    .join(' ');
  const turnaround =
    candidate.median_turnaround_days === null
      ? t('invite.noTurnaround')
      : t('invite.turnaround', { days: Math.round(candidate.median_turnaround_days) });
  const openReviews = t('invite.openReviews', { count: candidate.open_reviews });
  const load =
    maxOpenReviews === null
      ? openReviews
      : candidate.over_limit
        ? t('invite.load.overLimitText', { count: candidate.open_reviews, max: maxOpenReviews })
        : `${openReviews} (${t('invite.load.max', { max: maxOpenReviews })})`;
  return (
    <div data-testid="reviewer-candidate" data-conflicted={conflicted || undefined}>
      <Flex vertical gap={4}>
        <Flex gap="small" align="center" wrap>
          <Checkbox
            checked={checked}
            onChange={() => onToggle(candidate)}
            aria-label={t('invite.select', { name: candidate.name })}
            aria-describedby={describedBy}
          >
            <Typography.Text strong>
              <UserText>{candidate.name}</UserText>
            </Typography.Text>
          </Checkbox>
          {candidate.fit > 0 && (
            <Tag color={candidate.fit >= 50 ? 'green' : 'default'} id={`${base}-fit`}>
              <span aria-hidden>{t('invite.fit', { fit: candidate.fit })}</span>
              <VisuallyHidden>{t('invite.fitLabel', { fit: candidate.fit })}</VisuallyHidden>
            </Tag>
          )}
          {suggested && <Tag color="blue">{t('invite.suggested')}</Tag>}
          {candidate.previous_round && <Tag color="purple">{t('invite.previousRound.tag')}</Tag>}
          {candidate.author_suggested && <Tag color="cyan">{t('invite.authorSuggested')}</Tag>}
          {conflicted && <Tag color="orange">{t('invite.conflict.tag')}</Tag>}
          {candidate.over_limit && <Tag color="red">{t('invite.load.overLimit')}</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          <UserText>
            {[candidate.institution, candidate.research_areas.join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </UserText>
        </Typography.Text>
        {suggested && <CandidateReasons id={`${base}-why`} reasons={candidate.reasons} />}
        {candidate.author_suggested && (
          <Typography.Text id={`${base}-authors`}>
            {candidate.author_suggested.reason
              ? t('invite.authorReason', { reason: isolate(candidate.author_suggested.reason) })
              : t('invite.authorSuggested')}
          </Typography.Text>
        )}
        <CandidateConflicts id={`${base}-conflicts`} conflicts={candidate.conflicts} />
        <Typography.Text id={`${base}-load`} type={candidate.over_limit ? 'danger' : 'secondary'}>
          {load} · {turnaround}
        </Typography.Text>
        <CandidateTrackRecord record={candidate.track_record} />
      </Flex>
    </div>
  );
});
