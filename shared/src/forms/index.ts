// @colophon/shared/forms: the form kit. Every form of the panel builds its
// fields and its server errors with these. The login page loads this entry:
// it stays small and imports antd from the shell part of the kit only.
export { FormField, type FormFieldProps } from './form-field';
export { FieldFrame, type FieldFrameProps, type FieldItemProps } from './field-frame';
export { PlainFormField, type PlainFormFieldProps } from './plain-form-field';
export { fieldA11y, fieldIdOf, type FieldA11y } from './field-a11y';
export {
  applyServerErrors,
  type ApplyServerErrorsOptions,
  type AppliedServerErrors,
  type ServerErrorFields,
} from './apply-server-errors';
export { firstErrorMessage } from './first-error-message';
