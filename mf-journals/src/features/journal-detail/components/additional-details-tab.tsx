import { useTranslation } from 'react-i18next';
import { Alert, Descriptions, LockOutlined, Typography } from '@colophon/shared/antd';
import { formatDate, userText } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { safeHref } from '../lib/format';
import { authoredText, ExternalLink, TagList } from './detail-parts';

interface AdditionalDetailsTabProps {
  journal: Journal;
  /** Admin notes are internal: only staff see them. */
  showAdminNotes: boolean;
}

/** Additional Details: indexing, manuscript types, media, record dates and (staff) internal notes. */
export function AdditionalDetailsTab({ journal, showAdminNotes }: AdditionalDetailsTabProps) {
  const { t, i18n } = useTranslation('journals');
  const locale = i18n.resolvedLanguage ?? 'en';
  const cover = safeHref(journal.cover_image_url);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'indexing',
            label: t('fields.indexing_databases'),
            span: 'filled',
            children: <TagList items={journal.indexing_databases} />,
          },
          {
            key: 'types',
            label: t('fields.manuscript_types'),
            span: 'filled',
            // Free text, usually the manuscript type values: those get their label.
            children: (
              <TagList
                items={journal.manuscript_types.map((type) =>
                  t(`manuscriptTypes.${type}`, { defaultValue: type }),
                )}
              />
            ),
          },
          {
            key: 'logo',
            label: t('fields.logo_url'),
            children: <ExternalLink url={journal.logo_url} />,
          },
          {
            key: 'cover_url',
            label: t('fields.cover_image_url'),
            children: <ExternalLink url={journal.cover_image_url} />,
          },
          { key: 'cover', label: t('fields.cover_image'), children: userText(journal.cover_image) },
          { key: 'id', label: t('detail.id'), children: journal.id },
          {
            key: 'created',
            label: t('detail.created'),
            children: formatDate(journal.created_at, locale),
          },
          {
            key: 'updated',
            label: t('detail.updated'),
            children: formatDate(journal.updated_at, locale),
          },
        ]}
      />
      {cover && (
        <figure style={{ margin: '24px 0 0' }}>
          <img
            src={cover}
            alt={t('detail.coverAlt', { title: journal.title })}
            loading="lazy"
            style={{ maxInlineSize: 240, maxBlockSize: 320, borderRadius: 8, objectFit: 'cover' }}
          />
        </figure>
      )}
      {showAdminNotes && (
        <Alert
          type="info"
          icon={<LockOutlined />}
          showIcon
          title={t('fields.admin_notes')}
          description={
            journal.admin_notes ? (
              <Typography.Paragraph {...authoredText(0)}>
                {journal.admin_notes}
              </Typography.Paragraph>
            ) : (
              t('detail.noAdminNotes')
            )
          }
          style={{ marginBlockStart: 24 }}
        />
      )}
    </>
  );
}
