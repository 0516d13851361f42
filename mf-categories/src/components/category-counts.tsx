import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import { type CategoryFields } from '../lib/category-types';

/** "3 journals · 11 manuscripts" of a category and its subcategories. */
export function CategoryCounts({
  category,
}: {
  category: Pick<CategoryFields, 'journals_count' | 'manuscripts_count'>;
}) {
  const { t } = useTranslation('categories');
  const cell = { minInlineSize: 96, textAlign: 'end' } as const;
  return (
    <>
      <Typography.Text type="secondary" style={cell}>
        {t('counts.journals', { count: category.journals_count })}
      </Typography.Text>
      <Typography.Text type="secondary" style={cell}>
        {t('counts.manuscripts', { count: category.manuscripts_count })}
      </Typography.Text>
    </>
  );
}
