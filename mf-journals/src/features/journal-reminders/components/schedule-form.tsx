import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, InputNumber, SaveOutlined, Typography } from '@colophon/shared/antd';
import { useNotify, applyServerErrors, FormField } from '@colophon/shared';
import {
  CORRESPONDENCE_BOUNDS,
  CORRESPONDENCE_FIELDS,
  type CorrespondenceField,
  type JournalCorrespondence,
  journalCorrespondenceSchema,
} from '@colophon/shared/contracts';
import { useUpdateJournalCorrespondence } from '../api/update-journal-correspondence';
import { sentenceOf } from '../lib/schedule-sentences';
import { ReviewLoadField } from './review-load-field';
import { ResponsePeriodField } from './response-period-field';
import { useSentenceText } from './use-sentence-text';

/** The form's two groups: what authors are given and told, what reviewers are told. */
const GROUPS: { key: 'revisions' | 'reviews'; fields: CorrespondenceField[] }[] = [
  { key: 'revisions', fields: ['revision_due_days', 'revision_reminder_before_days'] },
  {
    key: 'reviews',
    fields: [
      'invitation_reminder_days',
      'review_reminder_before_days',
      'review_overdue_every_days',
      'review_overdue_max',
    ],
  },
];

interface ScheduleFormProps {
  journalId: number;
  schedule: JournalCorrespondence;
  onDone: () => void;
}

/**
 * The schedule's six numbers, each explained by its sentence as it is typed.
 * The shared schema checks the form; the server's refusals show at their field.
 */
export function ScheduleForm({ journalId, schedule, onDone }: ScheduleFormProps) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const update = useUpdateJournalCorrespondence();
  const form = useForm<JournalCorrespondence>({
    resolver: zodResolver(journalCorrespondenceSchema),
    defaultValues: schedule,
  });
  const { isSubmitting } = form.formState;

  const save = async (values: JournalCorrespondence) => {
    try {
      await update.mutateAsync({ journalId, schedule: values });
      notify.success(t('reminders.saved'));
      onDone();
    } catch (error) {
      const { apiError, applied } = applyServerErrors(form.setError, error, {
        mode: 'first',
        fields: [...CORRESPONDENCE_FIELDS, 'max_open_reviews', 'invitation_response_days'],
        anyStatus: true,
      });
      notify.error(
        applied.length > 0
          ? t('common:messages.validationErrors')
          : apiError.status === null
            ? t('reminders.saveFailed')
            : apiError.message,
      );
    }
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={t('reminders.editLabel')}
    >
      <Form layout="vertical" component={false}>
        {GROUPS.map((group) => (
          <fieldset key={group.key} style={{ border: 0, padding: 0, margin: 0 }}>
            <Typography.Title level={5} component="legend">
              {t(`reminders.groups.${group.key}`)}
            </Typography.Title>
            {group.fields.map((field) => (
              <ScheduleField key={field} field={field} control={form.control} />
            ))}
          </fieldset>
        ))}
        <ReviewLoadField control={form.control} />
        <ResponsePeriodField control={form.control} />
        <Flex justify="flex-end" gap="small" wrap>
          <Button onClick={onDone} disabled={isSubmitting}>
            {t('reminders.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isSubmitting}>
            {t('reminders.save')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}

/** One number, with its unit and the sentence it makes with the values typed so far. */
function ScheduleField({
  field,
  control,
}: {
  field: CorrespondenceField;
  control: Control<JournalCorrespondence>;
}) {
  const { t } = useTranslation('journals');
  const text = useSentenceText();
  const values = useWatch({ control });
  const sentence = sentenceOf(field, values);
  const { min, max } = CORRESPONDENCE_BOUNDS[field];
  return (
    <FormField
      name={field}
      control={control}
      label={t(`reminders.fields.${field}`)}
      extra={sentence ? text(sentence) : undefined}
      render={(input, a11y, state) => (
        <InputNumber<number>
          {...a11y}
          ref={input.ref}
          value={input.value}
          onChange={(value) => input.onChange(value ?? undefined)}
          onBlur={input.onBlur}
          min={min}
          max={max}
          precision={0}
          suffix={field === 'review_overdue_max' ? undefined : t('reminders.daysUnit')}
          status={state.error ? 'error' : undefined}
          style={{ inlineSize: 180 }}
        />
      )}
    />
  );
}
