import { useTranslation } from 'react-i18next';
import { Descriptions, Tag, Typography } from '@colophon/shared/antd';
import { userBlockProps } from '@colophon/shared';
import { type ReviewAnswer } from '@colophon/shared/contracts';

interface ReviewAnswersProps {
  /** The answers the API let the reader see (authors: those shown to them, once released). */
  answers: readonly ReviewAnswer[] | undefined;
  /** Mark which answers are the editors' alone (editors and the review's writer see those). */
  showAudience: boolean;
}

/** A review's answers to the journal's questions, as they were asked when it was written. */
export function ReviewAnswers({ answers, showAudience }: ReviewAnswersProps) {
  const { t } = useTranslation('manuscripts');
  if (!answers || answers.length === 0) return null;
  const valueOf = ({ question, value }: ReviewAnswer) => {
    if (value === null || value === '')
      return <Typography.Text type="secondary">{t('reviewForm.unanswered')}</Typography.Text>;
    if (question.kind !== 'scale')
      return <span {...userBlockProps({ marginBlockEnd: 0 })}>{value}</span>;
    const ends = [question.min_label, question.max_label].filter(Boolean).join(' – ');
    return (
      t('reviewForm.scaleValue', {
        value,
        min: question.scale_min ?? 1,
        max: question.scale_max ?? 5,
      }) + (ends ? ` (${ends})` : '')
    );
  };
  return (
    <Descriptions
      size="small"
      column={1}
      layout="vertical"
      style={{ marginBlockStart: 8 }}
      data-testid="review-answers"
      title={<span style={{ fontSize: 14 }}>{t('reviewForm.answers')}</span>}
      items={answers.map((answer) => ({
        key: answer.question.id,
        label: (
          <span dir="auto">
            {answer.question.label}
            {showAudience && answer.question.audience === 'editors' && (
              <Tag color="gold" style={{ marginInlineStart: 8 }}>
                {t('reviewForm.editorsOnly')}
              </Tag>
            )}
          </span>
        ),
        children: valueOf(answer),
      }))}
    />
  );
}
