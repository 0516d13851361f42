import { type ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, Input, Select, Switch } from '@colophon/shared/antd';
import { CategoryPicker } from '@colophon/shared/data-ui';
import { translateValidation } from '../../lib/validation-messages';
import { type JournalFormValues, type JournalPayload } from '../../types';
import { firstErrorMessage } from './field-error';
import { type FieldSpec } from './form-layout';

interface JournalFormFieldProps {
  spec: FieldSpec;
  control: Control<JournalFormValues, unknown, JournalPayload>;
}

const fieldId = (name: string) => `journal-${name.replace(/_/g, '-')}`;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One labelled field of the journal form: its input, its hint, its error (linked for screen readers). */
export function JournalFormField({ spec, control }: JournalFormFieldProps) {
  const { t } = useTranslation('journals');
  const { field, fieldState } = useController({ name: spec.name, control });
  const id = fieldId(spec.name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const rawError = firstErrorMessage(fieldState.error);
  const error = rawError ? translateValidation(rawError, t) : undefined;
  const describedBy =
    [error && errorId, spec.hint && hintId].filter(Boolean).join(' ') || undefined;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': spec.required || undefined,
  };
  const status = error ? ('error' as const) : undefined;
  const common = { id, onBlur: field.onBlur, status, ...aria };

  let input: ReactNode;
  switch (spec.kind) {
    case 'textarea':
      input = (
        <Input.TextArea
          {...common}
          ref={field.ref}
          value={asText(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
          autoSize={{ minRows: 3, maxRows: 12 }}
          placeholder={spec.placeholder}
        />
      );
      break;
    case 'select':
      input = (
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
                <span style={{ textTransform: 'capitalize' }}>{t(`common:status.${value}`)}</span>
              ) : (
                t(`${spec.optionKeys}.${value}`)
              ),
          }))}
        />
      );
      break;
    case 'switch':
      input = (
        <Switch
          id={id}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(checked) => field.onChange(checked)}
          aria-describedby={describedBy}
        />
      );
      break;
    case 'categories':
      input = (
        <CategoryPicker
          {...common}
          multiple
          value={field.value as number[] | undefined}
          onChange={(ids) => field.onChange(ids)}
          placeholder={t('placeholders.categories')}
        />
      );
      break;
    default:
      input = (
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

  return (
    <Form.Item
      label={t(`fields.${spec.name}`)}
      htmlFor={id}
      required={spec.required}
      validateStatus={status}
      help={error ? <span id={errorId}>{error}</span> : undefined}
      extra={spec.hint ? <span id={hintId}>{t(`hints.${spec.name}`)}</span> : undefined}
    >
      {input}
    </Form.Item>
  );
}
