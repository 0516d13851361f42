import { type CategoryTreeNode } from '@colophon/shared/contracts';

/** A node of `GET categories/tree` (children nested to any depth). */
export type CategoryNode = CategoryTreeNode;

/** A category's own fields, without the hierarchy. */
export type CategoryFields = Omit<CategoryTreeNode, 'children'>;
