import { type CategoryFields } from '../../../lib/category-types';
import { type CategoryTreeRow } from './category-tree';

/** A node of antd's Tree: the category rides along for the row's title. */
export interface CategoryTreeDataNode {
  key: number;
  title: string;
  category: CategoryFields;
  /** Depth for screen readers (antd's tree items carry no level of their own). */
  'aria-level': number;
  children?: CategoryTreeDataNode[];
  isLeaf?: boolean;
}

/** Display-ordered tree rows as antd Tree data. */
export function toTreeData(rows: CategoryTreeRow[], level = 1): CategoryTreeDataNode[] {
  return rows.map(({ children, ...category }) => ({
    key: category.id,
    title: category.name,
    category,
    'aria-level': level,
    ...(children ? { children: toTreeData(children, level + 1) } : { isLeaf: true }),
  }));
}
