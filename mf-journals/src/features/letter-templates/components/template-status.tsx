import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { formatDate, UserText } from '@colophon/shared';
import { type MailTemplate } from '@colophon/shared/contracts';

const COLORS = { journal: 'blue', platform: 'purple', built_in: 'default' } as const;

/** Where the letter's text comes from, and who changed it last. */
export function TemplateStatus({ template }: { template: MailTemplate }) {
  const { t } = useTranslation('journals');
  return (
    <Flex gap="small" wrap align="center" style={{ marginBlockEnd: 12 }}>
      <Tag color={COLORS[template.source]}>{t(`letters.source.${template.source}`)}</Tag>
      {template.updated_by && template.updated_at && (
        <Typography.Text type="secondary">
          {t('letters.updatedBy', { date: formatDate(template.updated_at) })}{' '}
          <UserText>{template.updated_by.name}</UserText>
        </Typography.Text>
      )}
    </Flex>
  );
}
