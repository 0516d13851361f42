import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Flex, MinusCircleOutlined, PlusOutlined } from '@colophon/shared/antd';
import { ErrorState, SearchBox, useErrorToast } from '@colophon/shared';
import { useCategoryTree } from '../api/get-category-tree';
import { parentIds, searchCategoryTree, toTreeRows } from '../lib/category-tree';
import { CategoriesTable } from './categories-table';

/**
 * The category tree with expand/collapse; while a search (kept in the URL)
 * is active, the flat list of matches instead. The tree is searched on the
 * client: it is already loaded whole.
 */
export function CategoriesList() {
  const { t } = useTranslation('categories');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  const tree = useCategoryTree();
  const [expandedKeys, setExpandedKeys] = useState<number[]>([]);
  useErrorToast(tree.isError, tree.errorUpdatedAt, t('errors.fetch'));

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const rows = useMemo(() => toTreeRows(nodes), [nodes]);
  const matches = useMemo(() => searchCategoryTree(nodes, search), [nodes, search]);

  const applySearch = (value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Flex wrap gap="small" align="center" style={{ marginBlockEnd: 16 }}>
        <SearchBox
          value={search}
          onSearch={applySearch}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        {!search && (
          <>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setExpandedKeys(parentIds(nodes))}
              disabled={!tree.data}
            >
              {t('actions.expandAll')}
            </Button>
            <Button
              icon={<MinusCircleOutlined />}
              onClick={() => setExpandedKeys([])}
              disabled={!tree.data}
            >
              {t('actions.collapseAll')}
            </Button>
          </>
        )}
      </Flex>
      {tree.isError ? (
        <ErrorState message={t('errors.fetch')} onRetry={() => void tree.refetch()} />
      ) : search ? (
        <CategoriesTable
          rows={matches}
          loading={tree.isPending}
          caption={t('search.caption', { search })}
          emptyText={t('search.empty', { search })}
        />
      ) : (
        <CategoriesTable
          rows={rows}
          loading={tree.isPending}
          caption={t('list.caption')}
          emptyText={t('list.empty')}
          expandedKeys={expandedKeys}
          onExpandedKeysChange={setExpandedKeys}
        />
      )}
    </>
  );
}
