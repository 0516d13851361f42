import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { type ReviewQuestion } from '@colophon/shared/contracts';

/** One saved question: its text, kind, who reads the answer, and its options or scale. */
export function QuestionSummary({ question }: { question: ReviewQuestion }) {
  const { t } = useTranslation('journals');
  const detail =
    question.kind === 'choice'
      ? question.options.join(' · ')
      : question.kind === 'scale'
        ? t('reviewForm.scaleSummary', {
            min: question.scale_min ?? 1,
            max: question.scale_max ?? 5,
            minLabel: question.min_label ?? '—',
            maxLabel: question.max_label ?? '—',
          })
        : null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong dir="auto">
        {question.label}
      </Typography.Text>
      <Flex gap="small" wrap>
        <Tag>{t(`reviewForm.kinds.${question.kind}`)}</Tag>
        <Tag color={question.audience === 'editors' ? 'gold' : 'blue'}>
          {t(`reviewForm.audiences.${question.audience}`)}
        </Tag>
        {question.required && <Tag color="red">{t('reviewForm.requiredTag')}</Tag>}
      </Flex>
      {detail && (
        <Typography.Text type="secondary" dir="auto">
          {detail}
        </Typography.Text>
      )}
      {question.help && (
        <Typography.Text type="secondary" dir="auto">
          {question.help}
        </Typography.Text>
      )}
    </Flex>
  );
}
