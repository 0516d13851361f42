/** Query keys of the letter templates: per level (a journal, or the platform: null). */
export const letterKeys = {
  all: ['letter-templates'] as const,
  level: (journalId: number | null) => [...letterKeys.all, journalId ?? 'platform'] as const,
  list: (journalId: number | null) => [...letterKeys.level(journalId), 'list'] as const,
  one: (journalId: number | null, key: string, locale: string) =>
    [...letterKeys.level(journalId), key, locale] as const,
  manuscripts: (journalId: number | null, search: string) =>
    [...letterKeys.level(journalId), 'manuscripts', search] as const,
};
