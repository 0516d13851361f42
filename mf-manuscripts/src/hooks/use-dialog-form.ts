// The form of a dialog that sends one thing (a review, a recommendation, a
// decision): the contract's resolver, the server's field errors on the fields,
// a toast either way, and a reset when the dialog closes.
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import {
  useNotify,
  applyServerErrors,
  type AppliedServerErrors,
  type ApplyServerErrorsOptions,
} from '@colophon/shared';
import { failureText } from '../lib/failure-text';

export interface DialogFormOptions<TValues extends FieldValues, TPayload> {
  /** zodResolver of the contract's schema. */
  resolver: Resolver<TValues, unknown, TPayload>;
  defaultValues: DefaultValues<TValues>;
  /** Sends the validated payload; a rejection lands on the fields. */
  submit: (payload: TPayload) => Promise<unknown>;
  /** Which of the API's error keys land on which field, and how. */
  serverErrors: ApplyServerErrorsOptions<TValues>;
  success: string;
  /** The toast when sending failed (the API's own message wins when it has one). */
  failure: string;
  onClose: () => void;
  /** Runs before the form's own validation result is used (a file outside the form): false stops. */
  check?: () => boolean;
  /** Also runs when the dialog closes (state kept outside the form). */
  onReset?: () => void;
  /**
   * After a failure, once the fields have their messages and the toast is shown:
   * the errors no field took (a file picked outside the form), the status.
   */
  onError?: (result: AppliedServerErrors) => void;
}

export interface DialogForm<TValues extends FieldValues, TPayload> {
  form: UseFormReturn<TValues, unknown, TPayload>;
  /** The dialog's confirm handler. */
  send: () => void;
  close: () => void;
}

export function useDialogForm<TValues extends FieldValues, TPayload>(
  options: DialogFormOptions<TValues, TPayload>,
): DialogForm<TValues, TPayload> {
  const notify = useNotify();
  const form = useForm<TValues, unknown, TPayload>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });

  const close = () => {
    form.reset();
    options.onReset?.();
    options.onClose();
  };

  const submit = form.handleSubmit(async (payload) => {
    if (options.check && !options.check()) return;
    try {
      await options.submit(payload);
      notify.success(options.success);
      close();
    } catch (error) {
      const result = applyServerErrors(form.setError, error, options.serverErrors);
      notify.error(failureText(result.apiError, options.failure));
      options.onError?.(result);
    }
  });

  return {
    form,
    close,
    send: () => {
      // A file outside the form is checked even when a form field is wrong too.
      if (options.check) options.check();
      void submit();
    },
  };
}
