import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Radio, Switch, Typography } from '@colophon/shared/antd';
import {
  toApiError,
  useAuthStore,
  useNotify,
  useUnsavedChanges,
  applyServerErrors,
  FormField,
} from '@colophon/shared';
import {
  EMAIL_DELIVERIES,
  type NotificationKind,
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@colophon/shared/contracts';
import { kindsFor } from './notification-kinds';

interface NotificationPreferencesFormProps {
  initial: NotificationPreferences;
  onSave: (values: NotificationPreferences) => Promise<NotificationPreferences>;
}

/**
 * Per kind of event: shown in the panel (on/off) and mailed immediately, in
 * the daily digest, or not. Validated with the API's own schema; the answer's
 * errors land at their control.
 */
export function NotificationPreferencesForm({ initial, onSave }: NotificationPreferencesFormProps) {
  const { t } = useTranslation('host');
  const notify = useNotify();
  const roles = useAuthStore((state) => state.user?.roles);
  const kinds = kindsFor(roles);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: initial,
  });
  // Leaving with changes asks first; after a save the form is clean again (reset).
  useUnsavedChanges(isDirty && !isSubmitting);

  const onValid = async (values: NotificationPreferences) => {
    try {
      const saved = await onSave(values);
      reset(saved);
      notify.success(t('settings.notifications.saved'));
    } catch (error) {
      const fields = kinds.flatMap((kind) => [`${kind}.panel`, `${kind}.email`] as const);
      const { applied } = applyServerErrors(setError, error, { mode: 'first', fields });
      if (applied.length === 0) notify.error(toApiError(error).message);
    }
  };

  return (
    <Form layout="vertical" noValidate onFinish={() => void handleSubmit(onValid)()}>
      <Typography.Paragraph type="secondary">
        {t('settings.notifications.intro')}
      </Typography.Paragraph>
      {kinds.map((kind) => (
        <KindFieldset key={kind} kind={kind} control={control} />
      ))}
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={!isDirty}>
          {t('settings.notifications.save')}
        </Button>
        <Button onClick={() => reset()} disabled={!isDirty || isSubmitting}>
          {t('settings.notifications.undo')}
        </Button>
      </Flex>
    </Form>
  );
}

type FormControl = ReturnType<typeof useForm<NotificationPreferences>>['control'];

/** One kind of event: its name and what it covers, then its two choices. */
function KindFieldset({ kind, control }: { kind: NotificationKind; control: FormControl }) {
  const { t } = useTranslation('host');
  const name = t(`settings.notifications.kinds.${kind}.title`);
  return (
    <fieldset
      style={{
        border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
        borderRadius: 8,
        padding: '12px 16px 0',
        marginBlockEnd: 16,
        minInlineSize: 0,
      }}
    >
      <legend
        style={{
          fontWeight: 600,
          fontSize: 15,
          paddingInline: 4,
          inlineSize: 'auto',
          marginBlockEnd: 0,
          border: 0,
        }}
      >
        {name}
      </legend>
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 12 }}>
        {t(`settings.notifications.kinds.${kind}.help`)}
      </Typography.Paragraph>
      <Flex wrap gap={24}>
        <FormField
          name={`${kind}.panel`}
          control={control}
          id={`notifications-${kind}-panel`}
          label={t('settings.notifications.panel')}
          valuePropName="checked"
        >
          <Switch
            aria-label={`${name}: ${t('settings.notifications.panel')}`}
            checkedChildren={t('settings.notifications.on')}
            unCheckedChildren={t('settings.notifications.off')}
          />
        </FormField>
        <FormField
          name={`${kind}.email`}
          control={control}
          id={`notifications-${kind}-email`}
          label={t('settings.notifications.email')}
          render={(field, a11y) => (
            <Radio.Group
              {...a11y}
              role="radiogroup"
              aria-label={`${name}: ${t('settings.notifications.email')}`}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              options={EMAIL_DELIVERIES.map((value) => ({
                value,
                label: t(`settings.notifications.delivery.${value}`),
              }))}
            />
          )}
        />
      </Flex>
    </fieldset>
  );
}
