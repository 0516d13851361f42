import { type ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, Select, Switch } from '@colophon/shared/antd';
import {
  useMessageText,
  CategoryPicker,
  TagPicker,
  type FieldA11y,
  FieldFrame,
  firstErrorMessage,
} from '@colophon/shared';
import { type JournalFormValues, type JournalPayload } from '@colophon/shared/contracts';
import { type FieldSpec } from '../lib/form-layout';

interface JournalFormFieldProps {
  spec: FieldSpec;
  control: Control<JournalFormValues, unknown, JournalPayload>;
}

const fieldId = (name: string) => `journal-${name.replace(/_/g, '-')}`;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One labelled field of the journal form: its input, its hint, its error (linked for screen readers). */
export function JournalFormField({ spec, control }: JournalFormFieldProps) {
  const { t } = useTranslation('journals');
  // Beside its labelled field a range message reads in its short form ('Must be a whole number').
  const messageText = useMessageText({ brief: true });
  const { field, fieldState } = useController({ name: spec.name, control });
  // FieldFrame, not FormField: FormField shows the long form ('The h index must be an integer').
  const error = messageText(firstErrorMessage(fieldState.error));

  const input = (a11y: FieldA11y): ReactNode => {
    const common = { ...a11y, onBlur: field.onBlur };
    switch (spec.kind) {
      case 'textarea':
        return (
          <Input.TextArea
            {...common}
            ref={field.ref}
            value={asText(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
            autoSize={{ minRows: 3, maxRows: 12 }}
            placeholder={spec.placeholder}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            ref={field.ref}
            value={field.value as string | undefined}
            onChange={(value: string) => field.onChange(value)}
            options={(spec.options ?? []).map((value) => ({
              value,
              label:
                spec.optionKeys === 'status' ? (
                  // Written like the status badges (capitalised).
                  <span>{t(`common:status.${value}`)}</span>
                ) : (
                  t(`${spec.optionKeys}.${value}`)
                ),
            }))}
          />
        );
      case 'switch':
        return (
          <Switch
            {...a11y}
            ref={field.ref}
            checked={Boolean(field.value)}
            onChange={(checked) => field.onChange(checked)}
          />
        );
      case 'categories':
        return (
          <CategoryPicker
            {...common}
            multiple
            value={field.value as number[] | undefined}
            onChange={(ids) => field.onChange(ids)}
            placeholder={t('placeholders.categories')}
          />
        );
      case 'tags':
        return (
          <TagPicker
            {...common}
            value={field.value as number[] | undefined}
            onChange={(ids) => field.onChange(ids)}
            placeholder={t('placeholders.tags')}
          />
        );
      default:
        return (
          <Input
            {...common}
            ref={field.ref}
            value={asText(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
            type={spec.kind === 'email' ? 'email' : spec.kind === 'url' ? 'url' : 'text'}
            inputMode={spec.kind === 'number' ? 'decimal' : undefined}
            autoComplete="off"
            // antd's right-to-left styles set `direction` in CSS, so the attribute alone is not enough.
            {...(spec.ltr || spec.kind === 'url' || spec.kind === 'email'
              ? { dir: 'ltr', style: { direction: 'ltr' } as const }
              : {})}
            placeholder={spec.placeholder}
            prefix={spec.prefixKey ? t(`units.${spec.prefixKey}`) : undefined}
            suffix={spec.suffixKey ? t(`units.${spec.suffixKey}`) : undefined}
          />
        );
    }
  };

  return (
    <FieldFrame
      id={fieldId(spec.name)}
      label={t(`fields.${spec.name}`)}
      required={spec.required}
      error={error}
      extra={spec.hint ? t(`hints.${spec.name}`) : undefined}
    >
      {input}
    </FieldFrame>
  );
}
