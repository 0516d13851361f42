import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { PageHeader, RecordLoader, RequirePermission, useCan } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';
import { useCategory } from '../features/category-detail/api/get-category';
import { CategoryForm } from '../features/category-form/components/category-form';

/** /categories/{id}/edit: the create form, filled with the category. */
export function CategoryEditPage() {
  const { t } = useTranslation('categories');
  const id = parseId(useParams().id);
  const canManage = useCan('categories.manage');
  // Someone who may not edit gets the access screen, and the category is not asked for.
  const query = useCategory(canManage ? id : null);
  return (
    <RequirePermission
      permission="categories.manage"
      back={{ to: '/categories', label: t('actions.backToCategories') }}
    >
      <RecordLoader
        query={query}
        id={id}
        title={t('form.editTitle')}
        back={{ to: '/categories', label: t('actions.backToCategories') }}
        // The header's back arrow says "Back"; the not-found button, "Back to Categories".
        header={
          <PageHeader
            title={t('form.editTitle')}
            back="/categories"
            backLabel={t('actions.back')}
          />
        }
        texts={{ notFound: t('errors.notFound'), loadFailed: t('errors.fetchOne') }}
      >
        {(category) => (
          // Keyed: another category's edit page starts from that category's values.
          <CategoryForm key={category.id} title={t('form.editTitle')} category={category} />
        )}
      </RecordLoader>
    </RequirePermission>
  );
}
