import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@colophon/shared/antd';
import { ItemList } from '@colophon/shared';
import { type ReviewerCandidate } from '@colophon/shared/contracts';
import { ReviewerCandidateItem } from './reviewer-candidate-item';

/** One titled part of the list: the previous round's reviewers, the suggested, the others. */
export interface CandidateGroup {
  key: string;
  title: string;
  candidates: ReviewerCandidate[];
}

interface ReviewerCandidateListProps {
  groups: CandidateGroup[];
  suggestedIds: ReadonlySet<number>;
  isChosen: (id: number) => boolean;
  onToggle: (candidate: ReviewerCandidate) => void;
  maxOpenReviews: number | null;
  loading: boolean;
}

/** The candidates in their groups, each group a labelled list under its heading. */
export function ReviewerCandidateList({
  groups,
  suggestedIds,
  isChosen,
  onToggle,
  maxOpenReviews,
  loading,
}: ReviewerCandidateListProps) {
  const { t } = useTranslation('manuscripts');
  const shown = groups.filter((group) => group.candidates.length > 0);
  if (shown.length === 0) {
    return (
      <ItemList
        items={[] as ReviewerCandidate[]}
        rowKey="id"
        loading={loading}
        renderItem={() => null}
        empty={<Typography.Text type="secondary">{t('invite.noCandidates')}</Typography.Text>}
      />
    );
  }
  return (
    <Flex vertical gap="small">
      {shown.map((group) => (
        <section key={group.key} aria-labelledby={`candidates-${group.key}`}>
          <Typography.Title level={5} id={`candidates-${group.key}`} style={{ marginBlock: 8 }}>
            {group.title}
          </Typography.Title>
          <ItemList
            size="small"
            loading={loading}
            label={group.title}
            items={group.candidates}
            rowKey="id"
            renderItem={(candidate) => (
              <ReviewerCandidateItem
                candidate={candidate}
                suggested={suggestedIds.has(candidate.id)}
                checked={isChosen(candidate.id)}
                onToggle={onToggle}
                maxOpenReviews={maxOpenReviews}
              />
            )}
          />
        </section>
      ))}
    </Flex>
  );
}
