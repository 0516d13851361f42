import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@colophon/shared/router';
import { RequirePermission } from '@colophon/shared';
import { CategoryForm } from '../features/category-form/components/category-form';
import { parentIdFromSearch } from '../features/category-form/lib/category-form-values';

/** /categories/create (?parent_id=N starts under that parent). */
export function CategoryCreatePage() {
  const { t } = useTranslation('categories');
  const [searchParams] = useSearchParams();
  return (
    <RequirePermission
      permission="categories.manage"
      back={{ to: '/categories', label: t('actions.backToCategories') }}
    >
      <CategoryForm
        title={t('form.createTitle')}
        defaultParentId={parentIdFromSearch(searchParams.get('parent_id'))}
      />
    </RequirePermission>
  );
}
