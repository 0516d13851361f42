import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Flex,
  MinusCircleOutlined,
  PlusOutlined,
  Typography,
} from '@colophon/shared/antd';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SearchBox,
  useCan,
  useErrorToast,
  useSearchParamsWriter,
} from '@colophon/shared';
import { useCategoryTree } from '../api/get-category-tree';
import { type CategoryFields } from '../../../lib/category-types';
import { parentIds, searchCategoryTree } from '../lib/category-tree';
import { CategoriesTable } from './categories-table';
import { CategoryTree } from './category-tree';

/**
 * The category tree with expand/collapse and drag-and-drop; while a search
 * (kept in the URL) is active, the flat list of matches instead. The tree is
 * searched on the client: it is already loaded whole.
 */
export function CategoriesList({
  renderDelete,
}: {
  /** A row's delete button: the page composes in the delete feature. */
  renderDelete: (category: CategoryFields) => ReactNode;
}) {
  const { t } = useTranslation('categories');
  const [searchParams, write] = useSearchParamsWriter();
  const search = (searchParams.get('search') ?? '').trim();
  const tree = useCategoryTree();
  // Administrators write categories (the API answers 403 to anyone else): others get a read-only tree.
  const canManage = useCan('categories.manage');
  const [expandedKeys, setExpandedKeys] = useState<number[]>([]);
  useErrorToast(tree.isError, tree.errorUpdatedAt, t('errors.fetch'));

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const matches = useMemo(() => searchCategoryTree(nodes, search), [nodes, search]);

  const applySearch = (value: string) =>
    write(
      (next) => {
        if (value) next.set('search', value);
        else next.delete('search');
      },
      { replace: true },
    );

  let content;
  if (tree.isError) {
    content = <ErrorState message={t('errors.fetch')} onRetry={() => void tree.refetch()} />;
  } else if (search) {
    content = (
      <CategoriesTable
        rows={matches}
        loading={tree.isPending}
        caption={t('search.caption', { search })}
        emptyText={t('search.empty', { search })}
        canManage={canManage}
        renderDelete={renderDelete}
      />
    );
  } else if (tree.isPending) {
    content = <LoadingState label={t('list.loading')} />;
  } else if (nodes.length === 0) {
    content = <EmptyState description={t('list.empty')} />;
  } else {
    content = (
      <Card size="small">
        {canManage && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            {t('reorder.hint')}
          </Typography.Paragraph>
        )}
        <CategoryTree
          nodes={nodes}
          expandedKeys={expandedKeys}
          onExpandedKeysChange={setExpandedKeys}
          canManage={canManage}
          renderDelete={renderDelete}
        />
      </Card>
    );
  }

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
      {content}
    </>
  );
}
