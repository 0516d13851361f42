import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal, Select, Typography } from '@colophon/shared/antd';
import { toApiError, useNotify, tagsQueryOptions, FieldFrame } from '@colophon/shared';
import type { Tag } from '@colophon/shared/contracts';
import { useMergeTag } from '../api/tag-mutations';

/** Merges `source` into a chosen tag: its records move over, then it is deleted. */
export function MergeTagDialog({ source, onClose }: { source: Tag; onClose: () => void }) {
  const { t } = useTranslation('categories');
  const notify = useNotify();
  const merge = useMergeTag();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = useQuery({
    ...tagsQueryOptions({ search, per_page: 50, sort: 'usage' }),
    placeholderData: keepPreviousData,
  });
  const options = (candidates.data?.data ?? [])
    .filter((tag) => tag.id !== source.id)
    .map((tag) => ({ value: tag.id, label: tag.name }));

  const submit = async () => {
    if (target === null) {
      setError(t('tags.merge.pick'));
      return;
    }
    try {
      const into = await merge.mutateAsync({ id: source.id, input: { target_id: target } });
      notify.success(t('tags.merge.success', { source: source.name, target: into.name }));
      onClose();
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.errors.target_id?.[0] ?? apiError.message);
    }
  };

  return (
    <Modal
      open
      title={t('tags.merge.title', { name: source.name })}
      okText={t('tags.merge.confirm')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: merge.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('tags.merge.explain', {
          name: source.name,
          manuscripts: t('tags.count.manuscripts', { count: source.manuscripts_count }),
          journals: t('tags.count.journals', { count: source.journals_count }),
        })}
      </Typography.Paragraph>
      <FieldFrame
        id="merge-target"
        label={t('tags.merge.target')}
        required
        error={error ?? undefined}
      >
        {(a11y) => (
          <Select<number>
            {...a11y}
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={candidates.isFetching}
            value={target ?? undefined}
            onChange={(value) => {
              setTarget(value);
              setError(null);
            }}
            options={options}
            placeholder={t('tags.merge.placeholder')}
            status={error ? 'error' : undefined}
            style={{ width: '100%' }}
          />
        )}
      </FieldFrame>
    </Modal>
  );
}
