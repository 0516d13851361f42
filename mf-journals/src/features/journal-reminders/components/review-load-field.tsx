import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputNumber, Typography } from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { type JournalCorrespondence } from '@colophon/shared/contracts';
import { useReviewLoadText } from './review-load-summary';

/**
 * The journal's maximum of open reviews per reviewer, in the reminders form:
 * a number, or empty for no limit, explained by its sentence as it is typed.
 */
export function ReviewLoadField({ control }: { control: Control<JournalCorrespondence> }) {
  const { t } = useTranslation('journals');
  const value = useWatch({ control, name: 'max_open_reviews' });
  const sentence = useReviewLoadText(value);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Typography.Title level={5} component="legend">
        {t('reviewLoad.title')}
      </Typography.Title>
      <FormField
        name="max_open_reviews"
        control={control}
        label={t('reviewLoad.field')}
        extra={`${sentence} ${t('reviewLoad.help')}`}
        render={(input, a11y, state) => (
          <InputNumber<number>
            {...a11y}
            ref={input.ref}
            // Empty is "no limit": the API's null.
            value={input.value ?? null}
            onChange={(next) => input.onChange(next ?? null)}
            onBlur={input.onBlur}
            // Only a floor of 0: antd would silently clamp a typed 0 (or 60) into
            // bounds; the shared schema refuses it at the field, its bounds in words.
            min={0}
            precision={0}
            placeholder={t('reviewLoad.placeholder')}
            suffix={t('reviewLoad.unit')}
            status={state.error ? 'error' : undefined}
            style={{ inlineSize: 180 }}
          />
        )}
      />
    </fieldset>
  );
}
