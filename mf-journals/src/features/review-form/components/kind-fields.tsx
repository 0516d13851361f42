import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Flex, Input, InputNumber, Select } from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { REVIEW_FORM_LIMITS as L } from '@colophon/shared/contracts';
import { type QuestionsControl } from '../lib/questions-control';

/** What only some kinds have: a single choice's options, a scale's ends and their labels. */
export function KindFields({ control, index }: { control: QuestionsControl; index: number }) {
  const { t } = useTranslation('journals');
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  if (kind === 'choice')
    return (
      <FormField
        control={control}
        name={`questions.${index}.options`}
        label={t('reviewForm.fields.options')}
        extra={t('reviewForm.optionsHelp', { min: L.options.min, max: L.options.max })}
        required
        render={(field, a11y) => (
          <Select
            {...a11y}
            mode="tags"
            open={false}
            suffixIcon={null}
            value={field.value ?? []}
            onChange={(values: string[]) => field.onChange(values)}
            onBlur={field.onBlur}
            maxCount={L.options.max}
          />
        )}
      />
    );
  if (kind !== 'scale') return null;
  const end = (name: 'scale_min' | 'scale_max', min: number, max: number) => (
    <FormField
      control={control}
      name={`questions.${index}.${name}`}
      label={t(`reviewForm.fields.${name}`)}
      render={(field, a11y) => (
        <InputNumber<number>
          {...a11y}
          ref={field.ref}
          value={field.value}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          min={min}
          max={max}
          precision={0}
          style={{ inlineSize: 120 }}
        />
      )}
    />
  );
  const label = (name: 'min_label' | 'max_label') => (
    <FormField
      control={control}
      name={`questions.${index}.${name}`}
      label={t(`reviewForm.fields.${name}`)}
      itemProps={{ style: { flex: '1 1 200px', minInlineSize: 0 } }}
      render={(field, a11y) => (
        <Input
          {...a11y}
          dir="auto"
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  return (
    <Flex vertical>
      <Flex gap="middle" wrap>
        {end('scale_min', L.scaleMin.min, L.scaleMin.max)}
        {end('scale_max', L.scaleMax.min, L.scaleMax.max)}
      </Flex>
      <Flex gap="middle" wrap>
        {label('min_label')}
        {label('max_label')}
      </Flex>
    </Flex>
  );
}
