import { Flex, Tag } from '@colophon/shared/antd';
import type { TagSummary } from '@colophon/shared/contracts';

/** A record's tags as coloured chips (nothing when it has none). */
export function TagChips({ tags, label }: { tags: TagSummary[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <Flex
      component="ul"
      wrap
      gap={4}
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag.id}>
          <Tag color={tag.color ?? undefined} style={{ marginInlineEnd: 0 }}>
            {tag.name}
          </Tag>
        </li>
      ))}
    </Flex>
  );
}
