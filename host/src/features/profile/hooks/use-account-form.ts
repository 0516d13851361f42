import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toApiError, useNotify, applyServerErrors } from '@colophon/shared';

interface AccountFormOptions<T extends FieldValues> {
  schema: z.ZodType<T, T>;
  empty: T;
  /** The form's fields: a server error on one of them lands at it, others become a toast. */
  fields: readonly Path<T>[];
  /** Sends the values; resolves to the success message. */
  send: (values: T) => Promise<string>;
}

/**
 * One account form of the profile page (password, e-mail): validated with the
 * contract's schema, emptied after success, the server's first error at its field.
 */
export function useAccountForm<T extends FieldValues>({
  schema,
  empty,
  fields,
  send,
}: AccountFormOptions<T>) {
  const notify = useNotify();
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<T>,
  });

  const onValid = async (values: T) => {
    try {
      const message = await send(values);
      form.reset(empty);
      notify.success(message);
    } catch (error) {
      const { applied } = applyServerErrors(form.setError, error, { mode: 'first', fields });
      if (applied.length === 0) notify.error(toApiError(error).message);
    }
  };

  return {
    control: form.control,
    isSubmitting: form.formState.isSubmitting,
    submit: () => void form.handleSubmit(onValid)(),
  };
}
