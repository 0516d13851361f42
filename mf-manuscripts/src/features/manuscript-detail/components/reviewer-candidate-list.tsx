import { useTranslation } from 'react-i18next';
import { Checkbox, Flex, Tag, Typography } from '@colophon/shared/antd';
import { UserText } from '@colophon/shared';
import { ItemList } from '@colophon/shared/data-ui';
import { type ReviewerCandidate } from '@colophon/shared/contracts';

interface ReviewerCandidateListProps {
  candidates: ReviewerCandidate[];
  suggestedIds: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  loading: boolean;
}

/** Candidates with what the editor weighs: fit (suggested), field, open reviews and turnaround. */
export function ReviewerCandidateList({
  candidates,
  suggestedIds,
  selected,
  onToggle,
  loading,
}: ReviewerCandidateListProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <ItemList
      size="small"
      loading={loading}
      items={candidates}
      rowKey="id"
      empty={<Typography.Text type="secondary">{t('invite.noCandidates')}</Typography.Text>}
      style={{ maxBlockSize: 320, overflowY: 'auto' }}
      renderItem={(candidate) => (
        <div data-testid="reviewer-candidate">
          <Checkbox
            checked={selected.has(candidate.id)}
            onChange={() => onToggle(candidate.id)}
            aria-label={t('invite.select', { name: candidate.name })}
          >
            <Flex vertical gap={2}>
              <Flex gap="small" align="center" wrap>
                <Typography.Text strong>
                  <UserText>{candidate.name}</UserText>
                </Typography.Text>
                {suggestedIds.has(candidate.id) && <Tag color="blue">{t('invite.suggested')}</Tag>}
              </Flex>
              <Typography.Text type="secondary">
                <UserText>
                  {[candidate.institution, candidate.research_areas.join(', ')]
                    .filter(Boolean)
                    .join(' · ')}
                </UserText>
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('invite.openReviews', { count: candidate.open_reviews })} ·{' '}
                {candidate.median_turnaround_days === null
                  ? t('invite.noTurnaround')
                  : t('invite.turnaround', { days: Math.round(candidate.median_turnaround_days) })}
              </Typography.Text>
            </Flex>
          </Checkbox>
        </div>
      )}
    />
  );
}
