import { useTranslation } from 'react-i18next';
import { Card, Typography } from '@colophon/shared/antd';
import { PageHeader } from '@colophon/shared';

interface PlaceholderPageProps {
  title: string;
  message: string;
  back?: string;
}

/** A route whose screen is not built yet: a title and a translated notice. */
export function PlaceholderPage({ title, message, back }: PlaceholderPageProps) {
  const { t } = useTranslation('users');
  return (
    <>
      <PageHeader
        title={title}
        back={back}
        backLabel={back ? t('actions.backToUsers') : undefined}
      />
      <Card>
        <Typography.Paragraph style={{ margin: 0 }}>{message}</Typography.Paragraph>
      </Card>
    </>
  );
}
