import { TagsList } from '../features/tags/components/tags-list';

/** /tags: the tags of manuscripts and journals. */
export function TagsPage() {
  return <TagsList />;
}
