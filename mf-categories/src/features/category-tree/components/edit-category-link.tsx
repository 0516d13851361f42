import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@colophon/shared/antd';
import { ButtonLink } from '@colophon/shared';
import { type CategoryFields } from '../../../lib/category-types';

interface EditCategoryLinkProps {
  category: Pick<CategoryFields, 'id' | 'name'>;
  /** False in a tree row: the whole row is what drags, not the link. */
  draggable?: boolean;
}

/** A row's small icon link to the category's edit page, named after the category. */
export function EditCategoryLink({ category, draggable }: EditCategoryLinkProps) {
  const { t } = useTranslation('categories');
  return (
    <ButtonLink
      to={`/categories/${category.id}/edit`}
      size="small"
      type="text"
      icon={<EditOutlined />}
      aria-label={t('actions.editNamed', { name: category.name })}
      title={t('actions.edit')}
      draggable={draggable}
    />
  );
}
