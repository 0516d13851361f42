import { Fragment } from 'react';
import type { HighlightedText as Highlighted } from '@colophon/shared/contracts';

/**
 * The text with its matched ranges in <mark>. Plain text and React elements
 * only: user text is never parsed as HTML.
 */
export function HighlightedText({ value }: { value: Highlighted }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.ranges) {
    if (start < at || end > value.text.length || end <= start) continue;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
