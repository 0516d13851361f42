import {
  CATEGORY_DEFAULT_ORDER,
  type Category,
  type CategoryFormValues,
  parseId,
} from '@colophon/shared/contracts';

/** The form's fields, in screen order: server errors for any other field go to the toast only. */
export const CATEGORY_FIELDS = ['name', 'description', 'parent_id', 'is_active', 'order'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/** A new category: active, order 0 (defaults), under `parentId` when one was asked for. */
export function emptyCategoryValues(parentId: number | null = null): CategoryFormValues {
  return {
    name: '',
    description: '',
    parent_id: parentId,
    is_active: true,
    order: CATEGORY_DEFAULT_ORDER,
  };
}

/** An existing category as form values. */
export function toCategoryFormValues(category: Category): CategoryFormValues {
  return {
    name: category.name,
    description: category.description ?? '',
    parent_id: category.parent_id,
    is_active: category.is_active,
    order: category.order,
  };
}

/** `?parent_id=12` of "Add subcategory": a valid id, else none. */
export const parentIdFromSearch = (value: string | null): number | null => parseId(value);
