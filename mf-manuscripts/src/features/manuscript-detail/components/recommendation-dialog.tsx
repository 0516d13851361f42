import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { Form, Input, Radio } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, FormField } from '@colophon/shared';
import {
  EDITORIAL_RECOMMENDATIONS,
  recommendationCreateSchema,
  type RecommendationCreateInput,
} from '@colophon/shared/contracts';
import { useDialogForm } from '../../../hooks/use-dialog-form';
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
  const record = useRecordRecommendation();
  const { form, send, close } = useDialogForm<Values, RecommendationCreateInput>({
    resolver: zodResolver(recommendationCreateSchema),
    defaultValues: { notes: '' },
    submit: (recommendation) => record.mutateAsync({ manuscriptId, recommendation }),
    serverErrors: { mode: 'first', fields: ['recommendation', 'notes'], shouldFocus: false },
    success: t('recommendation.recorded'),
    failure: t('recommendation.failed'),
    onClose,
  });

  return (
    <ConfirmDialog
      open={open}
      title={t('recommendation.title', { id: formatManuscriptId(manuscriptId) })}
      confirmText={t('recommendation.send')}
      loading={record.isPending}
      onConfirm={send}
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
