import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Form, PlusOutlined, SaveOutlined } from '@colophon/shared/antd';
import { useNotify, useMessageText, applyServerErrors } from '@colophon/shared';
import {
  REVIEW_FORM_LIMITS,
  type ReviewFormInput,
  type ReviewFormPayload,
  type ReviewQuestion,
  reviewFormInputSchema,
} from '@colophon/shared/contracts';
import { useUpdateReviewForm } from '../api/update-review-form';
import { newQuestion, toInput } from '../lib/new-question';
import { QuestionCard } from './question-card';

interface ReviewFormEditorProps {
  journalId: number;
  questions: readonly ReviewQuestion[];
  onDone: () => void;
}

/**
 * The questions as one form: add, edit, move up or down, remove (after a
 * confirmation). The shared schema checks it; the server's refusals show at
 * their question's field. Saving no questions leaves the journal without a form.
 */
export function ReviewFormEditor({ journalId, questions, onDone }: ReviewFormEditorProps) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const messageText = useMessageText();
  const update = useUpdateReviewForm();
  const form = useForm<ReviewFormInput, unknown, ReviewFormPayload>({
    resolver: zodResolver(reviewFormInputSchema),
    defaultValues: { questions: questions.map(toInput) },
  });
  const list = useFieldArray({ control: form.control, name: 'questions' });
  const { isSubmitting, errors } = form.formState;
  const listError = errors.questions?.message ?? errors.questions?.root?.message;

  const save = async (values: ReviewFormPayload) => {
    try {
      await update.mutateAsync({ journalId, form: values });
      notify.success(t('reviewForm.saved'));
      onDone();
    } catch (error) {
      const { apiError, applied } = applyServerErrors(form.setError, error, {
        mode: 'first',
        anyStatus: true,
      });
      notify.error(
        applied.length > 0
          ? t('common:messages.validationErrors')
          : apiError.status === null
            ? t('reviewForm.saveFailed')
            : apiError.message,
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={t('reviewForm.editLabel')}
    >
      <Form layout="vertical" component={false}>
        <Flex vertical gap="middle">
          {listError && <Alert type="error" showIcon title={messageText(listError)} />}
          {list.fields.length === 0 && (
            <Alert type="info" showIcon title={t('reviewForm.noQuestions')} />
          )}
          {list.fields.map((field, index) => (
            <QuestionCard
              key={field.id}
              control={form.control}
              index={index}
              count={list.fields.length}
              onMove={(to) => list.move(index, to)}
              onRemove={() => list.remove(index)}
            />
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => list.append(newQuestion())}
              disabled={list.fields.length >= REVIEW_FORM_LIMITS.questions}
            >
              {t('reviewForm.add')}
            </Button>
          </div>
          <Flex justify="flex-end" gap="small" wrap>
            <Button onClick={onDone} disabled={isSubmitting}>
              {t('reviewForm.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isSubmitting}>
              {t('reviewForm.save')}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </form>
  );
}
