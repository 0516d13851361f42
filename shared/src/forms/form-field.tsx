import { type ReactElement } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  get,
  useFormState,
} from 'react-hook-form';
import { bindControl } from './bind-control';
import { type FieldA11y, fieldIdOf } from './field-a11y';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import { firstErrorMessage } from './first-error-message';

export interface FormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> extends Omit<FieldFrameProps, 'id' | 'error' | 'children'> {
  name: TName;
  // The context type is the form's own business: any form's control is accepted.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, TTransformed>;
  /** The control's id; defaults to the name with dots as dashes ('academic_profile-orcid'). */
  id?: string;
  /**
   * Renders the control from react-hook-form's field and the aria attributes
   * (spread `a11y` on the control). For anything a plain child cannot do:
   * mapping values, a Switch's `checked`, a picker's own props.
   */
  render?: (
    field: ControllerRenderProps<TValues, TName>,
    a11y: FieldA11y,
    fieldState: ControllerFieldState,
  ) => ReactElement;
  /**
   * Or one input element (`<Input type="email" />`): it gets value (or
   * `valuePropName`), onChange, onBlur, ref, name and the aria attributes;
   * its own props stay.
   */
  children?: ReactElement;
  /** The child's value prop: 'checked' for a Switch or Checkbox. Defaults to 'value'. */
  valuePropName?: string;
}

/**
 * One field of a react-hook-form form: antd's Form.Item with the label wired to
 * the control, the field's first error in the current language (linked with
 * aria-describedby, aria-invalid set) and the help. Validation is the form
 * resolver's (the contracts' zod schema); server errors arrive with applyServerErrors.
 */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
>({
  name,
  control,
  id,
  render,
  children,
  valuePropName = 'value',
  ...frame
}: FormFieldProps<TValues, TName, TTransformed>) {
  const controlId = id ?? fieldIdOf(name);
  // The frame follows only this field's error; the Controller inside it follows the value,
  // so typing re-renders the input and not antd's Form.Item around it.
  // Not `exact`: an error set on an item ('keywords.3') shows on its list field.
  const { errors } = useFormState({ control, name });
  return (
    <FieldFrame {...frame} id={controlId} error={firstErrorMessage(get(errors, name))}>
      {(a11y) => (
        <Controller
          name={name}
          control={control}
          render={({ field, fieldState }) => {
            if (render) return render(field, a11y, fieldState);
            return bindControl(children, field, a11y, valuePropName);
          }}
        />
      )}
    </FieldFrame>
  );
}
