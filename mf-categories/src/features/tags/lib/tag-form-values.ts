import type { Tag, TagFormValues } from '@colophon/shared/contracts';

/** The fields of the tag form, in screen order (server errors focus the first). */
export const TAG_FIELDS = ['name', 'description', 'color'] as const;

export const toTagFormValues = (tag?: Tag | null): TagFormValues => ({
  name: tag?.name ?? '',
  description: tag?.description ?? '',
  color: tag?.color ?? '',
});
