import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { Form, Input, Rate, Select } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, FormField } from '@colophon/shared';
import { REVIEW_RECOMMENDATIONS } from '@colophon/shared/contracts';
import { FileField } from '../../../components/file-field';
import { useDialogForm } from '../../../hooks/use-dialog-form';
import { useManuscriptFile } from '../../../hooks/use-manuscript-file';
import { REVIEW_FILE_FIELD, useAddReview } from '../api/add-review';
import { useReviewForm } from '../api/get-review-form';
import { answerField, type baseReviewSchema, reviewSchemaFor } from '../lib/review-form-schema';
import { ReviewFormQuestions } from './review-form-questions';

/** The spec's review fields plus the peer-review ones (recommendation, confidential comments, answers). */
type ReviewValues = z.input<typeof baseReviewSchema>;
type ReviewPayload = z.output<typeof baseReviewSchema>;

/** The review's fields: a server message for any of them lands on it. */
const REVIEW_FIELDS = [
  'rating',
  'title',
  'content',
  'recommendation',
  'confidential_comments',
] as const;

interface ReviewDialogProps {
  manuscriptId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * A review: the recommendation, a 1-5 rating, an optional title, the text,
 * confidential comments to the editor and an optional file (checked as picked).
 */
export function ReviewDialog({ manuscriptId, open, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('manuscripts');
  const add = useAddReview();
  const picker = useManuscriptFile(false);
  const [progress, setProgress] = useState<number | null>(null);
  // The journal's review form: its questions join the dialog and its resolver.
  const reviewForm = useReviewForm(manuscriptId, open);
  const questions = useMemo(() => reviewForm.data?.data.questions ?? [], [reviewForm.data]);
  const formVersion = questions.length > 0 ? reviewForm.data?.data.version : undefined;
  const resolver = useMemo(() => zodResolver(reviewSchemaFor(questions)), [questions]);
  const { form, send, close } = useDialogForm<ReviewValues, ReviewPayload>({
    resolver,
    defaultValues: { rating: 0, title: '', content: '', confidential_comments: '' },
    check: picker.validate,
    submit: (review) =>
      add
        .mutateAsync({
          manuscriptId,
          review:
            formVersion === undefined ? review : { ...review, review_form_version: formVersion },
          file: picker.file,
          onProgress: picker.file ? setProgress : undefined,
        })
        .finally(() => setProgress(null)),
    // Every message of a field on it, whatever the status; focus stays on the dialog's button.
    serverErrors: {
      mode: 'all',
      fields: [...REVIEW_FIELDS, ...questions.map(answerField)],
      anyStatus: true,
      shouldFocus: false,
    },
    onError: ({ unmapped }) => {
      // The form as a whole refused (it changed meanwhile): show its questions as they are now.
      if (unmapped.answers) void reviewForm.refetch();
      const fileMessage = unmapped[REVIEW_FILE_FIELD]?.[0];
      if (fileMessage) picker.setError(fileMessage);
    },
    onReset: picker.clear,
    success: t('reviews.added'),
    failure: t('reviews.failed'),
    onClose,
  });

  return (
    <ConfirmDialog
      open={open}
      title={t('reviews.dialogTitle', { id: formatManuscriptId(manuscriptId) })}
      confirmText={add.isPending ? t('reviews.sending') : t('reviews.send')}
      loading={add.isPending}
      onConfirm={send}
      onCancel={close}
    >
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="recommendation"
          id="review-recommendation"
          label={t('reviews.recommendation')}
          render={(field, a11y) => (
            <Select
              {...a11y}
              value={field.value}
              onChange={field.onChange}
              placeholder={t('reviews.recommendationPlaceholder')}
              options={REVIEW_RECOMMENDATIONS.map((value) => ({
                value,
                label: t(`recommendations.${value}`),
              }))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="rating"
          id="review-rating"
          label={t('reviews.rating')}
          required
          render={(field, a11y) => (
            <Rate {...a11y} count={5} value={field.value} onChange={field.onChange} />
          )}
        />
        <FormField
          control={form.control}
          name="title"
          id="review-title"
          label={t('reviews.titleLabel')}
        >
          <Input />
        </FormField>
        <FormField
          control={form.control}
          name="content"
          id="review-content"
          label={t('reviews.content')}
          required
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </FormField>
        <ReviewFormQuestions
          control={form.control}
          questions={questions}
          loading={reviewForm.isPending && open}
          failed={reviewForm.isError}
          onRetry={() => void reviewForm.refetch()}
        />
        <FormField
          control={form.control}
          name="confidential_comments"
          id="review-confidential"
          label={t('reviews.confidential')}
          extra={t('reviews.confidentialHelp')}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </FormField>
        <FileField
          id="review-file"
          label={t('reviews.file')}
          picker={picker}
          progress={progress}
          disabled={add.isPending}
        />
      </Form>
    </ConfirmDialog>
  );
}
