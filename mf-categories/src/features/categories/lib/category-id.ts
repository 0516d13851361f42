/** A category id from the URL (`/categories/12`): a positive integer, else null (not found). */
export function parseCategoryId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
