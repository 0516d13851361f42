import { type ReactElement, type ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
} from 'react-hook-form';
import { Form } from '@colophon/shared/antd';
import { useValidationText } from '../../../lib/validation-text';
import { type UserFormValues } from '../lib/user-form-values';

/** The first message of a field error, also for list fields whose errors sit per item. */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = value && typeof value === 'object' ? firstErrorMessage(value) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

export const fieldId = (name: string) => `user-form-${name.replace(/[._]/g, '-')}`;

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps<N extends FieldPath<UserFormValues>> {
  name: N;
  control: Control<UserFormValues>;
  label: ReactNode;
  required?: boolean;
  /** Help under the field while it has no error. */
  extra?: ReactNode;
  render: (field: ControllerRenderProps<UserFormValues, N>, a11y: FieldA11y) => ReactElement;
}

/** One labelled field: the input, its error (translated) or help, wired for screen readers. */
export function FormField<N extends FieldPath<UserFormValues>>({
  name,
  control,
  label,
  required = false,
  extra,
  render,
}: FormFieldProps<N>) {
  const validationText = useValidationText();
  const id = fieldId(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = validationText(firstErrorMessage(fieldState.error));
        const describedBy = message ? `${id}-error` : extra ? `${id}-extra` : undefined;
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            required={required}
            validateStatus={message ? 'error' : undefined}
            help={message ? <span id={`${id}-error`}>{message}</span> : undefined}
            extra={extra && !message ? <span id={`${id}-extra`}>{extra}</span> : undefined}
          >
            {render(field, {
              id,
              'aria-invalid': !!message,
              ...(describedBy ? { 'aria-describedby': describedBy } : {}),
              ...(required ? { 'aria-required': true } : {}),
            })}
          </Form.Item>
        );
      }}
    />
  );
}
