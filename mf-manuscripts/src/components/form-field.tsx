import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '@colophon/shared/antd';
import { translateMessage } from '../lib/message-key';

export interface FormFieldProps {
  label: ReactNode;
  /** The id of the control, so the label names it. */
  htmlFor: string;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled field showing its validation message in the reader's language. */
export function FormField({ label, htmlFor, error, required, extra, children }: FormFieldProps) {
  const { t } = useTranslation('manuscripts');
  const message = translateMessage(t, error);
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={message ? <span id={`${htmlFor}-error`}>{message}</span> : undefined}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

/** aria attributes of a control whose field may show an error. */
export const errorAria = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
