import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { Form, Input, Rate, Select } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, useNotify } from '@colophon/shared';
import { applyServerErrors, FormField } from '@colophon/shared/forms';
import {
  peerReviewFieldsSchema,
  REVIEW_RECOMMENDATIONS,
  reviewCreateSchema,
} from '@colophon/shared/contracts';
import { useAddReview } from '../api/add-review';
import { failureText } from '../../../lib/failure-text';

/** The spec's review fields plus the peer-review ones (recommendation, confidential comments). */
const reviewSchema = reviewCreateSchema.extend(peerReviewFieldsSchema.shape);
type ReviewValues = z.input<typeof reviewSchema>;
type ReviewPayload = z.output<typeof reviewSchema>;

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

/** A review: the recommendation, a 1-5 rating, an optional title, the text and confidential comments to the editor. */
export function ReviewDialog({ manuscriptId, open, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const add = useAddReview();
  const form = useForm<ReviewValues, unknown, ReviewPayload>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, title: '', content: '', confidential_comments: '' },
  });

  const close = () => {
    form.reset();
    onClose();
  };
  const send = form.handleSubmit(async (review) => {
    try {
      await add.mutateAsync({ manuscriptId, review });
      notify.success(t('reviews.added'));
      close();
    } catch (error) {
      // Every message of a field on it, whatever the status; focus stays on the dialog's button.
      const { apiError } = applyServerErrors(form.setError, error, {
        mode: 'all',
        fields: REVIEW_FIELDS,
        anyStatus: true,
        shouldFocus: false,
      });
      notify.error(failureText(apiError, t('reviews.failed')));
    }
  });

  return (
    <ConfirmDialog
      open={open}
      title={t('reviews.dialogTitle', { id: formatManuscriptId(manuscriptId) })}
      confirmText={add.isPending ? t('reviews.sending') : t('reviews.send')}
      loading={add.isPending}
      onConfirm={() => void send()}
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
        <FormField
          control={form.control}
          name="confidential_comments"
          id="review-confidential"
          label={t('reviews.confidential')}
          extra={t('reviews.confidentialHelp')}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </FormField>
      </Form>
    </ConfirmDialog>
  );
}
