import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { PageHeader } from '@colophon/shared';
import { useCategory } from '../features/categories/api/get-category';
import { CategoryForm } from '../features/categories/components/category-form';
import { CategoryQueryState } from '../features/categories/components/category-query-state';
import { parseCategoryId } from '../features/categories/lib/category-id';

/** /categories/{id}/edit: the create form, filled with the category. */
export function CategoryEditPage() {
  const { t } = useTranslation('categories');
  const id = parseCategoryId(useParams().id);
  const query = useCategory(id);
  return (
    <CategoryQueryState
      id={id}
      query={query}
      header={
        <PageHeader title={t('form.editTitle')} back="/categories" backLabel={t('actions.back')} />
      }
    >
      {(category) => (
        // Keyed: another category's edit page starts from that category's values.
        <CategoryForm key={category.id} title={t('form.editTitle')} category={category} />
      )}
    </CategoryQueryState>
  );
}
