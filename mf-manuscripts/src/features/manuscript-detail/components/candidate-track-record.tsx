import { useTranslation } from 'react-i18next';
import { Collapse, Descriptions } from '@colophon/shared/antd';
import { formatDate, numberFormat } from '@colophon/shared';
import { type TrackRecord } from '@colophon/shared/contracts';

interface CandidateTrackRecordProps {
  record: TrackRecord;
}

/**
 * A candidate's last twelve months as a reviewer, folded under one button so a
 * phone shows the list first; open, it reads as label and value pairs.
 */
export function CandidateTrackRecord({ record }: CandidateTrackRecordProps) {
  const { t, i18n } = useTranslation('manuscripts');
  const percent = (share: number | null) =>
    share === null
      ? t('invite.record.none')
      : numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const decimal = (value: number) =>
    numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const items = [
    {
      key: 'invitations',
      label: t('invite.record.invitations'),
      children: decimal(record.invitations_last_year),
    },
    {
      key: 'accepted',
      label: t('invite.record.accepted'),
      children: percent(record.accepted_share),
    },
    {
      key: 'declined',
      label: t('invite.record.declined'),
      children: percent(record.declined_share),
    },
    {
      key: 'median',
      label: t('invite.record.median'),
      children:
        record.median_days_to_review === null
          ? t('invite.record.none')
          : decimal(record.median_days_to_review),
    },
    { key: 'overdue', label: t('invite.record.overdue'), children: decimal(record.overdue) },
    {
      key: 'last',
      label: t('invite.record.lastInvited'),
      children: record.last_invited_at
        ? formatDate(record.last_invited_at, i18n.language)
        : t('invite.record.never'),
    },
    {
      key: 'rating',
      label: t('invite.record.rating'),
      children:
        record.average_rating === null
          ? t('invite.record.none')
          : t('invite.record.ratingValue', {
              value: decimal(record.average_rating),
              count: record.ratings,
            }),
    },
  ];
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'record',
          label: t('invite.record.title'),
          children: (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={items}
              // A short value never breaks mid-word on a phone; the label wraps instead.
              styles={{ content: { whiteSpace: 'nowrap' } }}
            />
          ),
        },
      ]}
    />
  );
}
