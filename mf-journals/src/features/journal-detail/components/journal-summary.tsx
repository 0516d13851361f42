import { useTranslation } from 'react-i18next';
import { Avatar, BookOutlined, Card, Flex, Tag, Typography } from '@colophon/shared/antd';
import { LtrText, StatusBadge } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { safeHref } from '../lib/format';

/** The journal at a glance: logo, status, access and review flags, identifiers. */
export function JournalSummary({ journal }: { journal: Journal }) {
  const { t } = useTranslation('journals');
  const logo = safeHref(journal.logo_url);
  const identifiers = (
    [
      ['issn', journal.issn],
      ['e_issn', journal.e_issn],
    ] as const
  ).filter(([, value]) => value);
  return (
    <Card style={{ marginBlockEnd: 16 }}>
      <Flex gap="middle" align="center" wrap>
        <Avatar
          shape="square"
          size={56}
          src={logo}
          icon={<BookOutlined />}
          alt={logo ? t('detail.logoAlt', { title: journal.title }) : undefined}
        />
        <Flex vertical gap={6} style={{ minInlineSize: 0, flex: 1 }}>
          <Flex wrap gap={6} align="center">
            <StatusBadge status={journal.status} />
            {journal.is_active ? (
              <Tag color="success">{t('summary.acceptsSubmissions')}</Tag>
            ) : (
              <Tag>{t('summary.closedToSubmissions')}</Tag>
            )}
            {journal.is_open_access && <Tag color="cyan">{t('summary.openAccess')}</Tag>}
            {journal.is_peer_reviewed && <Tag color="geekblue">{t('summary.peerReviewed')}</Tag>}
          </Flex>
          {identifiers.length > 0 && (
            <Typography.Text type="secondary">
              {identifiers.map(([field, value], index) => (
                <span key={field}>
                  {index > 0 && ' · '}
                  {t(`fields.${field}`)}{' '}
                  {/* Digits and hyphen stay in order in right-to-left text. */}
                  <LtrText>{value}</LtrText>
                </span>
              ))}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
