import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { Form, Input, Radio } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, useNotify } from '@colophon/shared';
import { applyServerErrors, FormField } from '@colophon/shared/forms';
import {
  EDITORIAL_RECOMMENDATIONS,
  recommendationCreateSchema,
  type RecommendationCreateInput,
} from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { useRecordRecommendation } from '../api/record-recommendation';

type Values = z.input<typeof recommendationCreateSchema>;

interface RecommendationDialogProps {
  manuscriptId: number;
  open: boolean;
  onClose: () => void;
}

/** The handling associate editor recommends a decision to the editor-in-chief. */
export function RecommendationDialog({ manuscriptId, open, onClose }: RecommendationDialogProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const record = useRecordRecommendation();
  const form = useForm<Values, unknown, RecommendationCreateInput>({
    resolver: zodResolver(recommendationCreateSchema),
    defaultValues: { notes: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const send = form.handleSubmit(async (recommendation) => {
    try {
      await record.mutateAsync({ manuscriptId, recommendation });
      notify.success(t('recommendation.recorded'));
      close();
    } catch (error) {
      const { apiError } = applyServerErrors(form.setError, error, {
        mode: 'first',
        fields: ['recommendation', 'notes'],
        shouldFocus: false,
      });
      notify.error(failureText(apiError, t('recommendation.failed')));
    }
  });

  return (
    <ConfirmDialog
      open={open}
      title={t('recommendation.title', { id: formatManuscriptId(manuscriptId) })}
      confirmText={t('recommendation.send')}
      loading={record.isPending}
      onConfirm={() => void send()}
      onCancel={close}
    >
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="recommendation"
          id="recommendation-choice"
          label={t('recommendation.choice')}
          required
          render={(field, a11y) => (
            <Radio.Group
              {...a11y}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              options={EDITORIAL_RECOMMENDATIONS.map((value) => ({
                value,
                label: t(`recommendations.${value}`),
              }))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="notes"
          id="recommendation-notes"
          label={t('recommendation.notes')}
          extra={t('recommendation.notesHelp')}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
        </FormField>
      </Form>
    </ConfirmDialog>
  );
}
