import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@colophon/shared/antd';
import { PageHeader, ButtonLink, useCan } from '@colophon/shared';
import { DeleteCategoryButton } from '../features/category-delete/components/delete-category-button';
import { CategoriesList } from '../features/category-tree/components/categories-list';

export function CategoriesListPage() {
  const { t } = useTranslation('categories');
  const canManage = useCan('categories.manage');
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          canManage && (
            <ButtonLink to="/categories/create" type="primary" icon={<PlusOutlined />}>
              {t('actions.add')}
            </ButtonLink>
          )
        }
      />
      <CategoriesList renderDelete={(category) => <DeleteCategoryButton category={category} />} />
    </>
  );
}
