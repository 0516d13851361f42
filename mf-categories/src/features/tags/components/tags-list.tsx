import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, PlusOutlined } from '@colophon/shared/antd';
import { ErrorState, PageHeader, useCan, FilterBar, tagsQueryOptions } from '@colophon/shared';
import { TAG_SORTS, type Tag, type TagSort } from '@colophon/shared/contracts';
import { useTagsListParams } from '../hooks/use-tags-list-params';
import { MergeTagDialog } from './merge-tag-dialog';
import { TagFormDialog } from './tag-form-dialog';
import { TagsTable } from './tags-table';

type Dialog = { kind: 'form'; tag: Tag | null } | { kind: 'merge'; tag: Tag } | null;

/** /tags: search, sort and page the tags; create, edit, merge and delete them. */
export function TagsList() {
  const { t } = useTranslation('categories');
  const canManage = useCan('tags.manage');
  const params = useTagsListParams();
  const sort: TagSort = TAG_SORTS.find((s) => s === params.filters.sort) ?? 'name';
  const query = useQuery({
    ...tagsQueryOptions({
      search: params.search,
      page: params.page,
      per_page: params.per_page,
      sort,
    }),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <PageHeader
        title={t('tags.title')}
        subtitle={t('tags.subtitle')}
        extra={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'form', tag: null })}
            >
              {t('tags.actions.add')}
            </Button>
          )
        }
      />
      <FilterBar
        search={{
          value: params.search,
          onSearch: params.setSearch,
          label: t('tags.search.label'),
          placeholder: t('tags.search.placeholder'),
        }}
        selects={[
          {
            label: t('tags.sort.label'),
            value: sort,
            options: TAG_SORTS.map((value) => ({ value, label: t(`tags.sort.${value}`) })),
            onChange: (value) =>
              params.setFilter('sort', value === 'name' ? '' : (value as TagSort)),
          },
        ]}
      />
      {query.isError ? (
        <ErrorState message={t('tags.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <TagsTable
          result={query.data}
          loading={query.isPending}
          page={params.page}
          perPage={params.per_page}
          onPageChange={params.setPagination}
          emptyText={
            params.search ? t('tags.search.empty', { search: params.search }) : t('tags.empty')
          }
          canManage={canManage}
          onEdit={(tag) => setDialog({ kind: 'form', tag })}
          onMerge={(tag) => setDialog({ kind: 'merge', tag })}
        />
      )}
      {dialog?.kind === 'form' ? (
        <TagFormDialog tag={dialog.tag} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'merge' ? (
        <MergeTagDialog source={dialog.tag} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
