// A section's rollout policy: when the watcher rolls a canary back (and, if
// set, promotes it). Validated with the API's own schema; the answer's field
// errors land at their control.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, InputNumber, Switch, Typography } from '@colophon/shared/antd';
import {
  confirmDialog,
  toApiError,
  useNotify,
  useUnsavedChanges,
  applyServerErrors,
  FormField,
} from '@colophon/shared';
import {
  DEFAULT_ROLLOUT_POLICY,
  type RolloutPolicy,
  rolloutPolicySchema,
  type SectionName,
} from '@colophon/shared/contracts';
import { useSaveRolloutPolicy } from '../../api/rollout-policy';
import { OptionalNumber } from './optional-number';

const FIELDS = Object.keys(DEFAULT_ROLLOUT_POLICY) as (keyof RolloutPolicy)[];
type NumberField = Exclude<keyof RolloutPolicy, 'enabled'>;

interface RolloutPolicyFormProps {
  section: SectionName;
  initial: RolloutPolicy;
}

export function RolloutPolicyForm({ section, initial }: RolloutPolicyFormProps) {
  const { t } = useTranslation('host');
  const notify = useNotify();
  const save = useSaveRolloutPolicy(section);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<RolloutPolicy>({
    resolver: zodResolver(rolloutPolicySchema),
    defaultValues: initial,
  });
  useUnsavedChanges(isDirty && !isSubmitting);
  const busy = isSubmitting || save.isPending;
  const id = (field: keyof RolloutPolicy) => `policy-${section}-${field}`;

  const store = async (values: RolloutPolicy) => {
    try {
      reset(await save.mutateAsync(values));
      notify.success(t('releases.policy.saved'));
    } catch (error) {
      const { applied } = applyServerErrors(setError, error, { mode: 'first', fields: FIELDS });
      if (applied.length === 0)
        notify.error(toApiError(error).message || t('releases.policy.failed'));
    }
  };

  const resetToDefaults = async () => {
    const ok = await confirmDialog({
      title: t('releases.policy.confirmReset'),
      content: t('releases.policy.confirmResetText'),
      confirmText: t('releases.policy.reset'),
    });
    if (ok) await store(DEFAULT_ROLLOUT_POLICY);
  };

  const number = (name: NumberField, label: string, suffix?: string, extra?: string) => (
    <FormField name={name} control={control} id={id(name)} label={label} extra={extra}>
      <InputNumber suffix={suffix} style={{ inlineSize: 160 }} />
    </FormField>
  );

  const optional = (
    name: 'max_inp_regression_ms' | 'max_lcp_regression_ms' | 'promote_after_minutes',
    label: string,
    toggleLabel: string,
    suffix?: string,
    extra?: string,
  ) => (
    <FormField
      name={name}
      control={control}
      id={id(name)}
      label={label}
      extra={extra}
      render={(field, a11y) => (
        <OptionalNumber
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          a11y={a11y}
          toggleLabel={toggleLabel}
          fallback={DEFAULT_ROLLOUT_POLICY[name] ?? (name === 'promote_after_minutes' ? 60 : 100)}
          suffix={suffix}
        />
      )}
    />
  );

  return (
    <Form layout="vertical" noValidate onFinish={() => void handleSubmit(store)()}>
      <Typography.Paragraph type="secondary">{t('releases.policy.intro')}</Typography.Paragraph>
      <FormField
        name="enabled"
        control={control}
        id={id('enabled')}
        label={t('releases.policy.enabled')}
        valuePropName="checked"
      >
        <Switch
          checkedChildren={t('releases.policy.on')}
          unCheckedChildren={t('releases.policy.off')}
        />
      </FormField>
      <Flex wrap style={{ columnGap: 24 }}>
        {number(
          'window_minutes',
          t('releases.policy.windowMinutes'),
          undefined,
          t('releases.policy.windowHelp'),
        )}
        {number(
          'min_sessions',
          t('releases.policy.minSessions'),
          undefined,
          t('releases.policy.minSessionsHelp'),
        )}
      </Flex>
      <Flex wrap style={{ columnGap: 24 }}>
        {number(
          'max_error_rate',
          t('releases.policy.maxErrorRate'),
          '%',
          t('releases.policy.errorHelp'),
        )}
        {number('error_ratio', t('releases.policy.errorRatio'), '×')}
      </Flex>
      <Flex wrap style={{ columnGap: 24 }}>
        {optional(
          'max_inp_regression_ms',
          t('releases.policy.inp'),
          t('releases.policy.watchInp'),
          'ms',
        )}
        {optional(
          'max_lcp_regression_ms',
          t('releases.policy.lcp'),
          t('releases.policy.watchLcp'),
          'ms',
        )}
      </Flex>
      {optional(
        'promote_after_minutes',
        t('releases.policy.promoteAfter'),
        t('releases.policy.promoteAuto'),
        undefined,
        t('releases.policy.promoteHelp'),
      )}
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!isDirty}>
          {t('releases.policy.save')}
        </Button>
        <Button onClick={() => reset()} disabled={!isDirty || busy}>
          {t('releases.policy.cancel')}
        </Button>
        <Button onClick={() => void resetToDefaults()} disabled={busy}>
          {t('releases.policy.reset')}
        </Button>
      </Flex>
    </Form>
  );
}
