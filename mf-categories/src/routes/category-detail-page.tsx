import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@colophon/shared/router';
import { EditOutlined } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, RecordLoader, useCan } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';
import { DeleteCategoryButton } from '../features/category-delete/components/delete-category-button';
import { useCategory } from '../features/category-detail/api/get-category';
import { CategoryDetail } from '../features/category-detail/components/category-detail';

/** /categories/{id}: the category with its parent, subcategories, counts, slug and dates. */
export function CategoryDetailPage() {
  const { t } = useTranslation('categories');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const query = useCategory(id);
  // Administrators write categories (the API answers 403 to anyone else): others read only.
  const canManage = useCan('categories.manage');
  const back = { to: '/categories', label: t('actions.backToCategories') };
  return (
    <RecordLoader
      query={query}
      id={id}
      title={t('detail.title')}
      back={back}
      texts={{ notFound: t('errors.notFound'), loadFailed: t('errors.fetchOne') }}
    >
      {(category) => (
        <>
          <PageHeader
            title={category.name}
            subtitle={t('detail.title')}
            back={back.to}
            backLabel={back.label}
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
    </RecordLoader>
  );
}
