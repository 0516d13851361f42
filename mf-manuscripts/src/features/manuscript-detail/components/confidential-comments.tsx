import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { userBlockProps } from '@colophon/shared';

/** A review's confidential comments, marked as the editors' alone (the API sends them to no one else). */
export function ConfidentialComments({ text }: { text: string | null }) {
  const { t } = useTranslation('manuscripts');
  if (!text) return null;
  return (
    <div>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{t('reviews.confidential')}</Typography.Text>
        <Tag color="gold">{t('letters.editorsOnly')}</Tag>
      </Flex>
      <Typography.Paragraph {...userBlockProps({ marginBlockEnd: 0 })}>{text}</Typography.Paragraph>
    </div>
  );
}
