import { useTranslation } from 'react-i18next';
import { Descriptions, Typography, type DescriptionsProps } from '@colophon/shared/antd';
import { LtrText, formatFee, ltrText, userText, TagChips } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { humanize, NONE } from '../lib/format';
import { authoredText, ExternalLink, TagList } from './detail-parts';

/** Overview: what the journal is, who publishes it, how to reach it, and what it costs. */
export function OverviewTab({ journal }: { journal: Journal }) {
  const { t, i18n } = useTranslation('journals');
  const locale = i18n.resolvedLanguage ?? 'en';
  const items: DescriptionsProps['items'] = [
    { key: 'publisher', label: t('fields.publisher'), children: userText(journal.publisher) },
    { key: 'country', label: t('fields.country'), children: userText(journal.country) },
    {
      key: 'frequency',
      label: t('fields.publication_frequency'),
      children: t(`frequency.${journal.publication_frequency}`, {
        defaultValue: humanize(journal.publication_frequency),
      }),
    },
    {
      key: 'languages',
      label: t('fields.languages'),
      children: <TagList items={journal.languages} />,
    },
    { key: 'issn', label: t('fields.issn'), children: ltrText(journal.issn) },
    { key: 'e_issn', label: t('fields.e_issn'), children: ltrText(journal.e_issn) },
    {
      key: 'website',
      label: t('fields.website_url'),
      children: <ExternalLink url={journal.website_url} />,
    },
    {
      key: 'email',
      label: t('fields.contact_email'),
      children: journal.contact_email ? (
        <Typography.Link href={`mailto:${journal.contact_email}`}>
          <LtrText>{journal.contact_email}</LtrText>
        </Typography.Link>
      ) : (
        NONE
      ),
    },
    {
      key: 'submission_fee',
      label: t('fields.submission_fee'),
      children: formatFee(journal.submission_fee, locale),
    },
    {
      key: 'publication_fee',
      label: t('fields.publication_fee'),
      children: formatFee(journal.publication_fee, locale),
    },
    {
      key: 'categories',
      label: t('fields.category_ids'),
      span: 'filled',
      children: <TagList items={journal.categories.map((category) => category.name)} />,
    },
    {
      key: 'tags',
      label: t('tags.label'),
      span: 'filled',
      children: journal.tags.length ? (
        <TagChips tags={journal.tags} label={t('tags.label')} />
      ) : (
        NONE
      ),
    },
    {
      key: 'subjects',
      label: t('fields.subject_areas'),
      span: 'filled',
      children: <TagList items={journal.subject_areas} />,
    },
    {
      key: 'keywords',
      label: t('fields.keywords'),
      span: 'filled',
      children: <TagList items={journal.keywords} />,
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 15, marginBlockStart: 0 }}>
        {t('fields.description')}
      </Typography.Title>
      <Typography.Paragraph {...authoredText()}>{journal.description}</Typography.Paragraph>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
    </>
  );
}
