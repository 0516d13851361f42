import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { Form, Input, Rate } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, toApiError, useNotify } from '@colophon/shared';
import { reviewCreateSchema, type ReviewCreateInput } from '@colophon/shared/contracts';
import { FormField } from '../../../components/form-field';
import { useAddReview } from '../api/add-review';

type ReviewValues = z.input<typeof reviewCreateSchema>;

interface ReviewDialogProps {
  manuscriptId: number;
  open: boolean;
  onClose: () => void;
}

/** A review: a 1-5 rating, an optional title and the text. */
export function ReviewDialog({ manuscriptId, open, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const add = useAddReview();
  const form = useForm<ReviewValues, unknown, ReviewCreateInput>({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: { rating: 0, title: '', content: '' },
  });
  const { errors } = form.formState;

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
      const apiError = toApiError(error);
      for (const field of ['rating', 'title', 'content'] as const) {
        const message = apiError.errors[field]?.join(' ');
        if (message) form.setError(field as Path<ReviewValues>, { type: 'server', message });
      }
      notify.error(apiError.status !== null ? apiError.message : t('reviews.failed'));
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
          label={t('reviews.rating')}
          htmlFor="review-rating"
          error={errors.rating?.message}
          required
        >
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <Rate id="review-rating" count={5} value={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
        <FormField
          label={t('reviews.titleLabel')}
          htmlFor="review-title"
          error={errors.title?.message}
        >
          <Controller
            control={form.control}
            name="title"
            render={({ field }) => (
              <Input
                id="review-title"
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField
          label={t('reviews.content')}
          htmlFor="review-content"
          error={errors.content?.message}
          required
        >
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <Input.TextArea
                id="review-content"
                autoSize={{ minRows: 4, maxRows: 12 }}
                {...field}
              />
            )}
          />
        </FormField>
      </Form>
    </ConfirmDialog>
  );
}
