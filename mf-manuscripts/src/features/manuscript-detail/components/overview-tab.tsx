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
import {
  LtrText,
  StatusBadge,
  UserText,
  formatDate,
  formatManuscriptId,
  formatVersion,
  ltrText,
  userBlockProps,
  userText,
  TagChips,
} from '@colophon/shared';
import { ManuscriptTypeLabel } from '../../../components/manuscript-type-label';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { DecisionTimeline } from './decision-timeline';
import { ReviewerPreferencesSummary } from './reviewer-preferences-summary';

const dash = '—';

/** The manuscript's facts, its abstract and the timeline of decisions. */
export function OverviewTab({ manuscript: m }: { manuscript: ManuscriptDetail }) {
  const { t } = useTranslation('manuscripts');
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('detail.id'), children: ltrText(formatManuscriptId(m.id)) },
    { key: 'version', label: t('detail.version'), children: formatVersion(m.version) },
    { key: 'status', label: t('detail.status'), children: <StatusBadge status={m.status} /> },
    {
      key: 'journal',
      label: t('detail.journal'),
      children: m.journal ? (
        <Link to={`/journals/${m.journal.id}`}>
          <UserText>{m.journal.title}</UserText>
        </Link>
      ) : (
        dash
      ),
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
          <LtrText>{m.doi}</LtrText>
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
          <UserText>{m.corresponding_author.name}</UserText> (
          <a href={`mailto:${m.corresponding_author.email}`}>
            <LtrText>{m.corresponding_author.email}</LtrText>
          </a>
          )
        </span>
      ) : (
        dash
      ),
    },
    { key: 'submitter', label: t('detail.submitter'), children: userText(m.submitter?.name) },
    {
      key: 'keywords',
      label: t('detail.keywords'),
      children: m.keywords.length ? (
        <Space size={[4, 4]} wrap>
          {m.keywords.map((keyword) => (
            <Tag key={keyword}>
              <UserText>{keyword}</UserText>
            </Tag>
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
      children: m.reviewers.map((r, index) => (
        <span key={r.id}>
          {index > 0 && ', '}
          <UserText>{r.name}</UserText>
        </span>
      )),
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
      <Typography.Paragraph {...userBlockProps()}>{m.abstract}</Typography.Paragraph>
      {m.submission_notes && (
        <>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t('detail.submissionNotes')}
          </Typography.Title>
          <Typography.Paragraph {...userBlockProps()}>{m.submission_notes}</Typography.Paragraph>
        </>
      )}
      {/* The authors' suggested and excluded reviewers: for the editors who choose reviewers. */}
      {m.permissions.assign_reviewers && <ReviewerPreferencesSummary manuscriptId={m.id} />}
      <Divider />
      <DecisionTimeline history={m.status_history} />
    </>
  );
}
