import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { UserText, VisuallyHidden } from '@colophon/shared';
import { type CandidateReason } from '@colophon/shared/contracts';

interface CandidateReasonsProps {
  /** Referenced by the candidate's checkbox (aria-describedby): read out with it. */
  id: string;
  reasons: CandidateReason[];
}

/** Why the finder suggests a candidate: the manuscript's words found in each part of their profile. */
export function CandidateReasons({ id, reasons }: CandidateReasonsProps) {
  const { t } = useTranslation('manuscripts');
  const found = reasons.filter((reason) => reason.terms.length > 0);
  if (found.length === 0) {
    return (
      <Typography.Text id={id} type="secondary">
        {t('invite.noReasons')}
      </Typography.Text>
    );
  }
  return (
    <div id={id} data-testid="candidate-reasons">
      {found.map((reason) => (
        <Flex key={reason.source} gap={4} wrap align="baseline">
          {/* The source's name and a colon, so a screen reader reads "Research areas: salt marsh, carbon". */}
          <Typography.Text type="secondary">
            {t(`invite.sources.${reason.source}`)}:
          </Typography.Text>
          {/* Tags to the eye; one comma-separated phrase to a screen reader. */}
          <VisuallyHidden>{reason.terms.join(', ')}</VisuallyHidden>
          {reason.terms.map((term) => (
            <Tag key={term} variant="filled" aria-hidden style={{ marginInlineEnd: 0 }}>
              <UserText>{term}</UserText>
            </Tag>
          ))}
        </Flex>
      ))}
    </div>
  );
}
