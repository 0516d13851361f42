// Where a save lands: back on the list, sorted so the saved row is
// on the first page, with `highlight` naming it (the list marks the row,
// announces it and drops the parameter).

/**
 * The list's URL after saving row `id`: newest first by `field` (created_at
 * after a create, updated_at after an edit), the row highlighted. Filters are
 * left out, so the row is never filtered away.
 */
export function listLanding(
  listPath: string,
  id: number,
  field: 'created_at' | 'updated_at' = 'updated_at',
): string {
  const params = new URLSearchParams({ sort: field, direction: 'desc', highlight: String(id) });
  return `${listPath}?${params.toString()}`;
}
