import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@colophon/shared/antd';
import { isolate } from '@colophon/shared';
import { type ReviewerCandidate } from '@colophon/shared/contracts';

interface PreviousRoundOfferProps {
  reviewers: ReviewerCandidate[];
  allChosen: boolean;
  onChooseAll: () => void;
}

/** The previous round's reviewers, offered first: one click chooses them all for this round. */
export function PreviousRoundOffer({ reviewers, allChosen, onChooseAll }: PreviousRoundOfferProps) {
  const { t } = useTranslation('manuscripts');
  if (reviewers.length === 0) return null;
  const names = reviewers.map((reviewer) => isolate(reviewer.name)).join(', ');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="previous-round-offer"
      title={t('invite.previousRound.offer', { names })}
      description={allChosen ? t('invite.previousRound.chosen') : undefined}
      action={
        allChosen ? undefined : (
          <Button size="small" type="primary" onClick={onChooseAll}>
            {t('invite.previousRound.inviteAll')}
          </Button>
        )
      }
      style={{ marginBlockEnd: 8 }}
    />
  );
}
