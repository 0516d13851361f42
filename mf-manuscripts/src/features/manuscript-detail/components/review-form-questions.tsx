import { useTranslation } from 'react-i18next';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Alert,
  Button,
  Flex,
  Input,
  Radio,
  Skeleton,
  Tag,
  Typography,
} from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { type ReviewQuestion } from '@colophon/shared/contracts';
import { answerField } from '../lib/review-form-schema';
import { ScaleAnswer } from './scale-answer';

interface ReviewFormQuestionsProps<TValues extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, any>;
  questions: readonly ReviewQuestion[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The journal's own questions in the review dialog, in its order: text, a
 * single choice or a scale, each saying who will read the answer.
 */
export function ReviewFormQuestions<TValues extends FieldValues>({
  control,
  questions,
  loading,
  failed,
  onRetry,
}: ReviewFormQuestionsProps<TValues>) {
  const { t } = useTranslation('manuscripts');
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (failed)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('reviewForm.loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('reviewForm.retry')}
          </Button>
        }
        style={{ marginBlockEnd: 16 }}
      />
    );
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="review-form-questions-title" data-testid="review-form-questions">
      <Typography.Title level={3} id="review-form-questions-title" style={{ fontSize: 15 }}>
        {t('reviewForm.title')}
      </Typography.Title>
      {questions.map((question) => {
        const name = answerField(question) as FieldPath<TValues>;
        const id = `review-answer-${question.id}`;
        const audience = (
          <Tag color={question.audience === 'editors' ? 'gold' : 'blue'}>
            {t(question.audience === 'editors' ? 'reviewForm.editorsOnly' : 'reviewForm.toAuthor')}
          </Tag>
        );
        return (
          <FormField
            key={question.id}
            control={control}
            name={name}
            id={id}
            required={question.required}
            label={<span dir="auto">{question.label}</span>}
            extra={
              <Flex gap="small" wrap align="center">
                {audience}
                {question.help && <span dir="auto">{question.help}</span>}
              </Flex>
            }
            render={(field, a11y) => {
              if (question.kind === 'text')
                return (
                  <Input.TextArea
                    {...a11y}
                    dir="auto"
                    autoSize={{ minRows: 2, maxRows: 8 }}
                    value={typeof field.value === 'string' ? field.value : ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                );
              if (question.kind === 'choice')
                return (
                  <Radio.Group
                    {...a11y}
                    aria-label={question.label}
                    value={field.value ?? null}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    <Flex vertical gap={4}>
                      {question.options.map((option) => (
                        <Radio key={option} value={option}>
                          <span dir="auto">{option}</span>
                        </Radio>
                      ))}
                    </Flex>
                  </Radio.Group>
                );
              return (
                <ScaleAnswer
                  a11y={a11y}
                  question={question}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={field.onChange}
                />
              );
            }}
          />
        );
      })}
    </section>
  );
}
