// Small pure text formatters.

/** 'MS-12' */
export function formatManuscriptId(id: number | string): string {
  return `MS-${id}`;
}

/** 'v2' */
export function formatVersion(version: number | string): string {
  return `v${version}`;
}

/** Up to two initials, upper-case: 'Ada King Lovelace' → 'AK'. */
export function getInitials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** 'editor-in-chief' → 'editor in chief' */
export function formatRoleName(role: string): string {
  return role.replace(/-/g, ' ');
}

/** Cuts text to n characters and adds '...' when it was longer. */
export function truncate(text: string | null | undefined, length: number): string {
  const value = text ?? '';
  return value.length > length ? `${value.slice(0, length)}...` : value;
}
