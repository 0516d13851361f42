import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, InputNumber, Select, Slider, Typography } from '@colophon/shared/antd';
import { type SectionRelease } from '@colophon/shared/contracts';
import { useSetCanary } from '../api/release-actions';
import { useReleaseFeedback } from './use-release-feedback';

/** Picks a compatible version of the store and the share of users who get it. */
export function CanaryEditor({ release }: { release: SectionRelease }) {
  const { t } = useTranslation('host');
  const feedback = useReleaseFeedback();
  const save = useSetCanary();
  const [version, setVersion] = useState<string | null>(release.canary?.version ?? null);
  const [percentage, setPercentage] = useState(release.canary?.percentage ?? 10);
  const id = `canary-${release.section}`;
  const options = release.available.map((a) => ({
    value: a.version,
    label: a.compatible ? a.version : `${a.version} — ${t('releases.incompatible')}`,
    disabled: !a.compatible,
  }));
  const changed =
    version !== (release.canary?.version ?? null) ||
    percentage !== (release.canary?.percentage ?? 10);

  const submit = () =>
    save.mutate(
      { section: release.section, version, percentage: version === null ? 0 : percentage },
      { onSuccess: feedback.done('saved'), onError: feedback.failed },
    );

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong id={`${id}-label`}>
        {t('releases.canaryEditor')}
      </Typography.Text>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label={t('releases.canaryVersion')}
          style={{ minInlineSize: 180 }}
          allowClear
          placeholder={t('releases.noCanary')}
          options={options}
          value={version ?? undefined}
          onChange={(value?: string) => setVersion(value ?? null)}
          notFoundContent={t('releases.storeEmpty')}
        />
        <Slider
          aria-label={t('releases.percentage')}
          style={{ flex: '1 1 160px', minInlineSize: 160 }}
          min={0}
          max={100}
          value={percentage}
          disabled={version === null}
          onChange={setPercentage}
          tooltip={{ formatter: (value) => `${value ?? 0} %` }}
        />
        <InputNumber
          aria-label={t('releases.percentage')}
          min={0}
          max={100}
          precision={0}
          suffix="%"
          value={percentage}
          disabled={version === null}
          onChange={(value) => setPercentage(value ?? 0)}
        />
        <Button type="primary" onClick={submit} disabled={!changed || save.isPending}>
          {t('releases.saveCanary')}
        </Button>
      </Flex>
    </Flex>
  );
}
