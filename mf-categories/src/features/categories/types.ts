import { type CategoryTreeNode } from '@colophon/shared/contracts';

/** A node of `GET categories/tree` (children nested to any depth). */
export type CategoryNode = CategoryTreeNode;

/** A category's own fields, without the hierarchy. */
export type CategoryFields = Omit<CategoryTreeNode, 'children'>;

/** A tree row for the table: leaves have no `children` (no expand icon). */
export interface CategoryTreeRow extends CategoryFields {
  children?: CategoryTreeRow[];
}

/** A category found by search, with the names of its ancestors. */
export interface CategoryMatch extends CategoryFields {
  path: string[];
}
