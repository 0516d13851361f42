import { useTranslation } from 'react-i18next';
import { Descriptions, Divider } from '@colophon/shared/antd';
import { type Journal } from '@colophon/shared/contracts';
import { humanize } from '../lib/format';
import { TextBlock, YesNo } from './detail-parts';

const POLICY_FIELDS = [
  'aims',
  'scope',
  'submission_guidelines',
  'review_policy',
  'editorial_policies',
] as const;

/** Policies & Guidelines: peer review and access, then the journal's written policies. */
export function PoliciesTab({ journal }: { journal: Journal }) {
  const { t } = useTranslation('journals');
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'peer_reviewed',
            label: t('fields.is_peer_reviewed'),
            children: <YesNo value={journal.is_peer_reviewed} />,
          },
          {
            key: 'peer_review_type',
            label: t('fields.peer_review_type'),
            children: t(`peerReview.${journal.peer_review_type}`, {
              defaultValue: humanize(journal.peer_review_type),
            }),
          },
          {
            key: 'open_access',
            label: t('fields.is_open_access'),
            children: <YesNo value={journal.is_open_access} />,
          },
          {
            key: 'share_reviews',
            label: t('fields.share_reviews_with_reviewers'),
            children: <YesNo value={journal.share_reviews_with_reviewers} />,
          },
        ]}
      />
      <Divider />
      {POLICY_FIELDS.map((field) => (
        <TextBlock key={field} title={t(`fields.${field}`)} text={journal[field]} />
      ))}
    </>
  );
}
