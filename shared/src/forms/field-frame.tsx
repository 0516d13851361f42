import { type ReactNode } from 'react';
import { Form } from '@colophon/shared/antd';
import type { FormItemProps } from 'antd/es/form';
import { useMessageText } from '../i18n/use-message-text';
import { errorIdOf, extraIdOf, fieldA11y, type FieldA11y } from './field-a11y';

/** Form.Item props a field may still set (the frame owns label, help, extra and the wiring). */
export type FieldItemProps = Omit<
  FormItemProps,
  'label' | 'htmlFor' | 'help' | 'extra' | 'required' | 'layout' | 'name' | 'children' | 'rules'
>;

export interface FieldFrameProps {
  /** The control's id: the label names it, the error and help texts are linked to it. */
  id: string;
  label?: ReactNode;
  /** The field's message: a contract message code or plain text, shown in the current language. */
  error?: string;
  /** Shows the required mark (unless the form hides marks) and sets aria-required. */
  required?: boolean;
  /** Help under the field, linked to the control with aria-describedby. */
  extra?: ReactNode;
  /** The error takes the help's place instead of showing above it. */
  hideExtraOnError?: boolean;
  /** Shown where the error goes while there is none (e.g. "Failed to load the options" with a Retry). */
  help?: ReactNode;
  /** Label above ('vertical') or beside ('horizontal') the control; defaults to the form's layout. */
  layout?: 'horizontal' | 'vertical';
  /** Further Form.Item props: style, className, tooltip, a validateStatus for while there is no error … */
  itemProps?: FieldItemProps;
  /** The control, or a function that gets the control's id and aria attributes. */
  children: ReactNode | ((a11y: FieldA11y) => ReactNode);
}

/** False for what React renders as nothing (`cond && text` included). */
const shows = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/**
 * The label, error text and help around one control, wired for screen readers,
 * without react-hook-form: for controls a form keeps outside it (a file, a list
 * whose errors the form collects itself). Fields of a react-hook-form form use FormField.
 */
export function FieldFrame({
  id,
  label,
  error,
  required,
  extra,
  hideExtraOnError = false,
  help,
  layout,
  itemProps,
  children,
}: FieldFrameProps) {
  const messageText = useMessageText();
  const message = error ? messageText(error) : undefined;
  const showExtra = shows(extra) && !(message && hideExtraOnError);
  const a11y = fieldA11y(id, { hasError: !!message, hasExtra: showExtra, required });
  return (
    <Form.Item
      {...itemProps}
      label={label}
      htmlFor={id}
      required={required}
      layout={layout}
      validateStatus={message ? 'error' : itemProps?.validateStatus}
      help={message ? <span id={errorIdOf(id)}>{message}</span> : help}
      extra={showExtra ? <span id={extraIdOf(id)}>{extra}</span> : undefined}
    >
      {typeof children === 'function' ? children(a11y) : children}
    </Form.Item>
  );
}
