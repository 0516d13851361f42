import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { type FieldA11y } from './field-a11y';

/**
 * One input element given react-hook-form's field and the aria attributes:
 * value (or `valuePropName`), onChange, onBlur, ref and name; its own props stay.
 * FormField and PlainFormField bind a plain child this way.
 */
export function bindControl<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  children: ReactNode,
  field: ControllerRenderProps<TValues, TName>,
  a11y: FieldA11y,
  valuePropName: string,
  extra: Record<string, unknown> = {},
): ReactElement {
  if (!isValidElement(children)) return <>{children}</>;
  const { value, disabled, ...handlers } = field;
  return cloneElement(children, {
    ...handlers,
    [valuePropName]: value,
    // react-hook-form's `disabled` is only set when the form sets it; keep the child's otherwise.
    ...(disabled !== undefined ? { disabled } : {}),
    ...a11y,
    ...extra,
  } as Record<string, unknown>);
}
