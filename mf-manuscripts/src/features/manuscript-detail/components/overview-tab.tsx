import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import {
  Descriptions,
  Divider,
  Space,
  Tag,
  Typography,
  type DescriptionsProps,
} from '@colophon/shared/antd';
import { StatusBadge, formatDate, formatManuscriptId, formatVersion } from '@colophon/shared';
import { TagChips } from '@colophon/shared/data-ui';
import { ManuscriptTypeLabel } from '../../../components/manuscript-type-label';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { DecisionTimeline } from './decision-timeline';

const dash = '—';

/** The manuscript's facts, its abstract and the timeline of decisions. */
export function OverviewTab({ manuscript: m }: { manuscript: ManuscriptDetail }) {
  const { t } = useTranslation('manuscripts');
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('detail.id'), children: formatManuscriptId(m.id) },
    { key: 'version', label: t('detail.version'), children: formatVersion(m.version) },
    { key: 'status', label: t('detail.status'), children: <StatusBadge status={m.status} /> },
    {
      key: 'journal',
      label: t('detail.journal'),
      children: m.journal ? <Link to={`/journals/${m.journal.id}`}>{m.journal.title}</Link> : dash,
    },
    {
      key: 'type',
      label: t('detail.type'),
      children: <ManuscriptTypeLabel type={m.manuscript_type} />,
    },
    {
      key: 'doi',
      label: t('detail.doi'),
      children: m.doi ? (
        <a href={`https://doi.org/${m.doi}`} target="_blank" rel="noopener noreferrer">
          {m.doi}
        </a>
      ) : (
        dash
      ),
    },
    { key: 'submitted', label: t('detail.submitted'), children: formatDate(m.submission_date) },
    ...(m.published_at
      ? [{ key: 'published', label: t('detail.published'), children: formatDate(m.published_at) }]
      : []),
    { key: 'created', label: t('detail.created'), children: formatDate(m.created_at) },
    { key: 'updated', label: t('detail.updated'), children: formatDate(m.updated_at) },
    {
      key: 'corresponding',
      label: t('detail.correspondingAuthor'),
      children: m.corresponding_author ? (
        <span>
          {m.corresponding_author.name} (
          <a href={`mailto:${m.corresponding_author.email}`}>{m.corresponding_author.email}</a>)
        </span>
      ) : (
        dash
      ),
    },
    { key: 'submitter', label: t('detail.submitter'), children: m.submitter?.name ?? dash },
    {
      key: 'keywords',
      label: t('detail.keywords'),
      children: m.keywords.length ? (
        <Space size={[4, 4]} wrap>
          {m.keywords.map((keyword) => (
            <Tag key={keyword}>{keyword}</Tag>
          ))}
        </Space>
      ) : (
        dash
      ),
    },
    {
      key: 'tags',
      label: t('tags.label'),
      children: m.tags.length ? <TagChips tags={m.tags} label={t('tags.label')} /> : dash,
    },
  ];
  if (m.reviewers.length) {
    items.push({
      key: 'reviewers',
      label: t('detail.reviewers'),
      children: m.reviewers.map((r) => r.name).join(', '),
    });
  }

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 3 }}
        items={items}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginBlockStart: 24 }}>
        {t('detail.abstract')}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{m.abstract}</Typography.Paragraph>
      {m.submission_notes && (
        <>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('detail.submissionNotes')}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
            {m.submission_notes}
          </Typography.Paragraph>
        </>
      )}
      <Divider />
      <DecisionTimeline history={m.status_history} />
    </>
  );
}
