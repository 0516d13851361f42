import { useTranslation } from 'react-i18next';
import {
  Card,
  DownloadOutlined,
  EyeOutlined,
  Flex,
  LinkOutlined,
  StarOutlined,
  Tag,
  Typography,
} from '@colophon/shared/antd';
import { UserText, isolate } from '@colophon/shared';
import { type Publication } from '@colophon/shared/contracts';
import { formatCount } from '../lib/format-count';
import { doiUrl, venueOf } from '../lib/profile-display';

export function PublicationCard({ publication }: { publication: Publication }) {
  const { t } = useTranslation('users');
  const venue = venueOf(publication);
  const where = [venue, publication.publication_year].filter(Boolean).join(', ');

  return (
    <Card size="small" role="article" aria-labelledby={`publication-${publication.id}`}>
      <Flex vertical gap={8}>
        <Typography.Title
          level={3}
          id={`publication-${publication.id}`}
          dir="auto"
          style={{ margin: 0, fontSize: 16 }}
        >
          {publication.title}
        </Typography.Title>
        <Flex wrap gap={6}>
          <Tag>
            {t(`publicationTypes.${publication.type}`, { defaultValue: publication.type_label })}
          </Tag>
          {publication.is_verified ? (
            <Tag color="success">{t('publications.verified')}</Tag>
          ) : (
            <Tag color="warning">{t('publications.unverified')}</Tag>
          )}
          {publication.is_open_access && <Tag color="cyan">{t('publications.openAccess')}</Tag>}
          {publication.is_featured && (
            <Tag color="gold" icon={<StarOutlined />}>
              {t('publications.featured')}
            </Tag>
          )}
        </Flex>
        {where && (
          <Typography.Text type="secondary">
            <UserText>{where}</UserText>
          </Typography.Text>
        )}
        {publication.abstract && (
          // Clamped to two lines by CSS: the whole text stays in the page for screen readers.
          <Typography.Paragraph ellipsis={{ rows: 2 }} dir="auto" style={{ margin: 0 }}>
            {publication.abstract}
          </Typography.Paragraph>
        )}
        <Flex wrap gap="small" style={{ columnGap: 20 }} align="center">
          <Typography.Text type="secondary">
            {t('publications.citations', {
              count: publication.citation_count,
              formatted: formatCount(publication.citation_count),
            })}
          </Typography.Text>
          <Typography.Text type="secondary">
            <EyeOutlined aria-hidden="true" />{' '}
            {t('publications.views', {
              count: publication.view_count,
              formatted: formatCount(publication.view_count),
            })}
          </Typography.Text>
          <Typography.Text type="secondary">
            <DownloadOutlined aria-hidden="true" />{' '}
            {t('publications.downloads', {
              count: publication.download_count,
              formatted: formatCount(publication.download_count),
            })}
          </Typography.Text>
          {publication.doi && (
            <Typography.Link
              href={doiUrl(publication.doi)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <LinkOutlined aria-hidden="true" />{' '}
              {t('publications.doi', { doi: isolate(publication.doi, 'ltr') })}
            </Typography.Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
