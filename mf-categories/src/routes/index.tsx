import { sectionRoutes } from '@colophon/shared';
import { CategoriesListPage } from './categories-list-page';
import { CategoryCreatePage } from './category-create-page';
import { CategoryDetailPage } from './category-detail-page';
import { CategoryEditPage } from './category-edit-page';
import { TagsPage } from './tags-page';

/** Every page of the categories section by absolute path (the host mounts it for its route prefixes). */
export const CategoriesRoutes = sectionRoutes({
  '/categories': CategoriesListPage,
  '/categories/create': CategoryCreatePage,
  '/categories/:id/edit': CategoryEditPage,
  '/categories/:id': CategoryDetailPage,
  '/tags': TagsPage,
});
