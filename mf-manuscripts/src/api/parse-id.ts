/** The id of a route like /manuscripts/:id, or null when it is not a positive integer. */
export function parseManuscriptId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
