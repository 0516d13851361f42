import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@colophon/shared/router';
import { EditOutlined } from '@colophon/shared/antd';
import { ButtonLink, PageHeader } from '@colophon/shared';
import { useCategory } from '../features/categories/api/get-category';
import { CategoryDetail } from '../features/categories/components/category-detail';
import { CategoryQueryState } from '../features/categories/components/category-query-state';
import { DeleteCategoryButton } from '../features/categories/components/delete-category-button';
import { useCanManageCategories } from '../features/categories/hooks/use-can-manage-categories';
import { parseCategoryId } from '../features/categories/lib/category-id';

/** /categories/{id}: the category with its parent, subcategories, counts, slug and dates. */
export function CategoryDetailPage() {
  const { t } = useTranslation('categories');
  const navigate = useNavigate();
  const id = parseCategoryId(useParams().id);
  const query = useCategory(id);
  const canManage = useCanManageCategories();
  const back = { back: '/categories', backLabel: t('actions.backToCategories') };
  return (
    <CategoryQueryState
      id={id}
      query={query}
      header={<PageHeader title={t('detail.title')} {...back} />}
    >
      {(category) => (
        <>
          <PageHeader
            title={category.name}
            subtitle={t('detail.title')}
            {...back}
            extra={
              canManage && (
                <>
                  <ButtonLink to={`/categories/${category.id}/edit`} icon={<EditOutlined />}>
                    {t('actions.edit')}
                  </ButtonLink>
                  <DeleteCategoryButton
                    category={category}
                    variant="button"
                    onDeleted={() => void navigate('/categories')}
                  />
                </>
              )
            }
          />
          <CategoryDetail category={category} canManage={canManage} />
        </>
      )}
    </CategoryQueryState>
  );
}
