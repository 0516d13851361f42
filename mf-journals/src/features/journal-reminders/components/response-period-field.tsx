import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputNumber, Typography } from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { type JournalCorrespondence } from '@colophon/shared/contracts';
import { useResponsePeriodText } from './response-period-summary';

/**
 * The days a reviewer has to answer an invitation before the next alternate
 * is invited, in the reminders form, explained by its sentence as it is typed.
 */
export function ResponsePeriodField({ control }: { control: Control<JournalCorrespondence> }) {
  const { t } = useTranslation('journals');
  const value = useWatch({ control, name: 'invitation_response_days' });
  const sentence = useResponsePeriodText(value);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Typography.Title level={5} component="legend">
        {t('alternates.title')}
      </Typography.Title>
      <FormField
        name="invitation_response_days"
        control={control}
        label={t('alternates.field')}
        extra={sentence}
        render={(input, a11y, state) => (
          <InputNumber<number>
            {...a11y}
            ref={input.ref}
            value={input.value}
            onChange={(next) => input.onChange(next ?? undefined)}
            onBlur={input.onBlur}
            // No clamping: the shared schema refuses a value out of bounds at the field, in words.
            precision={0}
            suffix={t('reminders.daysUnit')}
            status={state.error ? 'error' : undefined}
            style={{ inlineSize: 180 }}
          />
        )}
      />
    </fieldset>
  );
}
