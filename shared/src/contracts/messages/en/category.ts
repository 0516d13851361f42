export const enCategory = {
  'category.nameRequired': 'Category name is required',
  'category.formInvalid': 'Please fix the errors in the form',
  'category.hasChildren': 'Cannot delete a category that has subcategories.',
  'category.hasJournals': 'Cannot delete a category that is linked to journals.',
  'category.parentSelf': 'A category cannot be its own parent.',
  'category.parentDescendant': 'A category cannot be moved under one of its own subcategories.',
  'category.parentMissing': 'The selected parent category does not exist.',
  'category.parentId': 'The parent id must be a category id',
  'category.parentFilter': 'The parent id must be a category id or null',
  'category.id': 'The id must be a category id',
  'category.ordersList': 'The orders must be a list of {id, parent_id, order}',
  'category.ordersEmpty': 'The orders must not be empty',
  'category.ordersUnique': 'Each category may appear only once in orders',
  'category.notDeleted': 'This category exists: there is nothing to restore.',
  'category.noDeletion': 'No deleted category with this id can be restored.',
  'category.restoreParentGone':
    'The category cannot be restored: its parent category no longer exists.',
} as const;
