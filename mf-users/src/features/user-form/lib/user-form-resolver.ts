import { type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  userCreateSchema,
  userUpdateSchema,
} from '@colophon/shared/contracts';
import {
  needsCurrentPassword,
  type PayloadOptions,
  toCreatePayload,
  toUpdatePayload,
  type UpdateOptions,
  type UserFormValues,
} from './user-form-values';

export type UserFormMode =
  | { kind: 'create'; options: PayloadOptions }
  | { kind: 'edit'; initial: UserFormValues; options: UpdateOptions };

/**
 * Validates what would be sent with the contract's schema (the API's own):
 * the form values become the payload first, so the same rules and messages
 * apply, and the error paths (`email`, `academic_profile.orcid`) are the
 * form's field names.
 */
export function userFormResolver(mode: UserFormMode): Resolver<UserFormValues> {
  const validateCreate = zodResolver(userCreateSchema);
  const validateUpdate = zodResolver(userUpdateSchema);
  return async (values, context, options) => {
    const result =
      mode.kind === 'create'
        ? await validateCreate(toCreatePayload(values, mode.options), context, {
            ...options,
            names: undefined,
          })
        : await validateUpdate(toUpdatePayload(values, mode.initial, mode.options), context, {
            ...options,
            names: undefined,
          });
    const errors = result.errors as FieldErrors<UserFormValues>;
    // The contract leaves it optional (admins editing others never send it);
    // the API asks for it when one changes one's own email or password.
    if (
      mode.kind === 'edit' &&
      needsCurrentPassword(values, mode.initial, mode.options) &&
      !values.current_password
    )
      errors.current_password = {
        type: 'required',
        message: CURRENT_PASSWORD_REQUIRED_MESSAGE,
      };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
