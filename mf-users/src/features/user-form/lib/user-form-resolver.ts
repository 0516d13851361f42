import { type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { userCreateSchema, userUpdateSchema } from '@colophon/shared/contracts';
import {
  type PayloadOptions,
  toCreatePayload,
  toUpdatePayload,
  type UserFormValues,
} from './user-form-values';

export type UserFormMode =
  | { kind: 'create'; options: PayloadOptions }
  | { kind: 'edit'; initial: UserFormValues; options: PayloadOptions & { hadProfile: boolean } };

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
    if (Object.keys(result.errors).length > 0)
      return { values: {}, errors: result.errors as FieldErrors<UserFormValues> };
    return { values, errors: {} };
  };
}
