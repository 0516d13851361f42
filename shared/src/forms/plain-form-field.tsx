import { Controller, type FieldPath, type FieldValues, get, useFormState } from 'react-hook-form';
import { theme } from '@colophon/shared/antd';
import { useMessageText } from '../i18n/use-message-text';
import { bindControl } from './bind-control';
import { errorIdOf, fieldA11y, fieldIdOf } from './field-a11y';
import type { FormFieldProps } from './form-field';
import { firstErrorMessage } from './first-error-message';

/** FormField's binding props (the control, its id, a child or a render); the label is the only frame. */
export type PlainFormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = Pick<
  FormFieldProps<TValues, TName, TTransformed>,
  'name' | 'control' | 'id' | 'render' | 'children'
> & { label: string };

/**
 * A FormField with its label above, drawn without antd's Form: for the page
 * whose first load has a byte budget (the sign-in page), where antd's Form
 * (rc-field-form, its validator, the label's tooltip: 20 KB gzip) would be
 * loaded only to lay out two fields. It takes the place antd's vertical
 * Form.Item takes (label, control, and a line for the message whether or not
 * there is one), in the theme's tokens, and wires the label, the error text
 * and aria attributes as FormField does. Panel forms use FormField.
 */
export function PlainFormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
>({
  name,
  control,
  id,
  label,
  render,
  children,
}: PlainFormFieldProps<TValues, TName, TTransformed>) {
  const { token } = theme.useToken();
  const messageText = useMessageText();
  const controlId = id ?? fieldIdOf(name);
  const { errors } = useFormState({ control, name });
  const error = firstErrorMessage(get(errors, name));
  const message = error ? messageText(error) : undefined;
  const a11y = fieldA11y(controlId, { hasError: !!message, hasExtra: false });
  const text = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ ...text, color: token.colorText }}>
      <div style={{ paddingBottom: token.paddingXS }}>
        <label htmlFor={controlId} style={{ display: 'inline-flex', maxWidth: '100%' }}>
          {label}
        </label>
      </div>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) =>
          render
            ? render(field, a11y, fieldState)
            : bindControl(children, field, a11y, 'value', { status: message ? 'error' : undefined })
        }
      />
      {/* antd's line under a field: there with or without a message, so nothing moves. */}
      <div style={{ ...text, minHeight: token.controlHeightSM, color: token.colorError }}>
        {message && <span id={errorIdOf(controlId)}>{message}</span>}
      </div>
    </div>
  );
}
