import { type Key } from 'react';
import { type CategoryMove } from './move-category';

/** What antd's Tree reports on a drop (the fields used here). */
export interface TreeDropInfo {
  dragNode: { key: Key };
  node: { key: Key; pos: string };
  /** False: dropped onto the node itself (it becomes the first child). */
  dropToGap: boolean;
  /** The drop's index among the target's siblings: the target's own index -1 (before) or +1 (after). */
  dropPosition: number;
}

/**
 * antd's drop event as a move: onto a node (or below an open parent) makes
 * the dragged category its first child; into the gap above or below a node,
 * its sibling before or after it.
 */
export function toCategoryMove(info: TreeDropInfo): CategoryMove {
  const id = Number(info.dragNode.key);
  const targetId = Number(info.node.key);
  if (!info.dropToGap) return { id, targetId, placement: 'inside' };
  const targetIndex = Number(info.node.pos.split('-').pop());
  return { id, targetId, placement: info.dropPosition - targetIndex < 0 ? 'before' : 'after' };
}
