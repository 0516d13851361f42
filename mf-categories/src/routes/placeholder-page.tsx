import { useTranslation } from 'react-i18next';
import { Card, Typography } from '@colophon/shared/antd';
import { PageHeader } from '@colophon/shared';

/** A route whose screen comes in the next release: its title and a translated notice. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation('categories');
  return (
    <>
      <PageHeader title={title} back="/categories" backLabel={t('actions.backToCategories')} />
      <Card>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('placeholders.nextRelease')}
        </Typography.Paragraph>
      </Card>
    </>
  );
}
