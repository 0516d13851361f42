import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button, Flex, Form } from '@colophon/shared/antd';
import { useMessageText, useNotify, useUnsavedChanges, applyServerErrors } from '@colophon/shared';
import { useServerErrorText } from '../../../hooks/use-server-error-text';
import { userFormResolver, type UserFormMode } from '../lib/user-form-resolver';
import { formFieldOf } from '../lib/server-field-errors';
import { type UserFormValues } from '../lib/user-form-values';
import { AccountFields } from './account-fields';
import { ProfileFields } from './profile-fields';

export interface UserFormProps {
  mode: UserFormMode;
  defaultValues: UserFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the values; a rejection is an API failure to show. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  /** Leaves the screen (Cancel, and the page's back action). */
  onLeave: () => void;
}

/**
 * The create and edit form. Validation uses the contract's schema (the
 * API's own); server field errors land on their fields; leaving with
 * unsaved changes asks first.
 */
export function UserForm({
  mode,
  defaultValues,
  submitLabel,
  submittingLabel,
  onSubmit,
  onLeave,
}: UserFormProps) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const messageText = useMessageText();
  const errorText = useServerErrorText();
  const resolver = useMemo(() => userFormResolver(mode), [mode]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<UserFormValues>({ resolver, defaultValues, mode: 'onTouched' });

  // Released while saving: the page navigates once the save succeeds.
  const guard = useUnsavedChanges(isDirty);
  const leave = () => guard.leave(onLeave);

  // A 422's field errors go on their fields (the first message of each), anything else is a toast.
  const showFailure = (error: unknown) => {
    const { apiError, applied } = applyServerErrors(setError, error, {
      mode: 'first',
      fields: formFieldOf,
    });
    if (apiError.status === 422 && applied.length > 0) {
      notify.error(t('form.fixErrors'));
      return;
    }
    const known = errorText(apiError, '');
    notify.error(known || messageText(apiError.message) || t('form.saveFailed'));
  };

  const submit = handleSubmit(
    async (values) => {
      try {
        guard.release();
        await onSubmit(values);
      } catch (error) {
        guard.resume();
        showFailure(error);
      }
    },
    () => notify.error(t('form.fixErrors')),
  );

  return (
    <Form layout="vertical" requiredMark noValidate onFinish={() => void submit()}>
      <Flex vertical gap={16}>
        <AccountFields
          control={control}
          isCreate={mode.kind === 'create'}
          canManageRoles={mode.options.canManageRoles}
          isSelf={mode.kind === 'edit' && !!mode.options.isSelf}
        />
        <ProfileFields control={control} />
        <Flex justify="flex-end" gap="small" wrap>
          <Button onClick={() => void leave()} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          {/* Not antd's `loading`: a submit failing client validation flips it within a frame. */}
          <Button type="primary" htmlType="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? submittingLabel : submitLabel}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
